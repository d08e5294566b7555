import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { completePsuSca } from "../helpers/sca.js";
import {
  BULK_PATH,
  bulkEntry,
  bulkPayment,
  ibanOf,
  OUTSIDE_BBAN,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";
import { type Bank, expectBody, expectError, expectStatus, openBank, YESTERDAY } from "../helpers/calls.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
  await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
});

const sepa = (headers: Record<string, string>, body = sepaPayment()) =>
  bank.call("POST", SEPA_PATH, { body, headers });
const fromAccount = (bban: string, currency = "NOK") =>
  sepaPayment({ debtorAccount: { iban: ibanOf(bban), currency } });

describe("PSU identification", () => {
  it("takes X-PSU-IDENTITY (the customerNumber) instead of PSU-ID", async () => {
    const headers = psuHeaders(PSU.private, { "X-PSU-IDENTITY": PSU.private.customerNumber });
    delete headers["PSU-ID"];
    expectBody(await sepa(headers), 201, PaymentCreated);
  });

  it.each<[string, Record<string, string>, number, string, string]>([
    [
      "an unknown PSU-ID",
      { "PSU-ID": "00000000-0000-4000-8000-000000000000" },
      401,
      "PSU_CREDENTIALS_INVALID",
      "PSU-ID",
    ],
    ["a PSU-ID that is no UUID", { "PSU-ID": "13039319955" }, 400, "FORMAT_ERROR", "PSU-ID"],
    [
      "an X-PSU-IDENTITY with bad control digits",
      { "X-PSU-IDENTITY": "13039319956" },
      400,
      "FORMAT_ERROR",
      "X-PSU-IDENTITY",
    ],
    [
      "an X-PSU-IDENTITY of 10 digits",
      { "X-PSU-IDENTITY": "1303931995" },
      400,
      "FORMAT_ERROR",
      "X-PSU-IDENTITY",
    ],
    [
      "an unknown X-PSU-IDENTITY",
      { "X-PSU-IDENTITY": "01019010046" },
      401,
      "PSU_CREDENTIALS_INVALID",
      "X-PSU-IDENTITY",
    ],
    [
      "PSU-ID and X-PSU-IDENTITY of different customers",
      { "X-PSU-IDENTITY": PSU.private2.customerNumber },
      401,
      "PSU_CREDENTIALS_INVALID",
      "X-PSU-IDENTITY",
    ],
    [
      "PSU-Context contradicting the customer type",
      { "PSU-Context": "CORPORATE" },
      400,
      "FORMAT_ERROR",
      "PSU-Context",
    ],
    [
      "PSU-Corporate-ID from a private PSU",
      { "PSU-Corporate-ID": PSU.corporate.agreementId },
      400,
      "FORMAT_ERROR",
      "PSU-Corporate-ID",
    ],
  ])("%s -> %i %s", async (_name, extra, status, code, path) => {
    expectError(await sepa(psuHeaders(PSU.private, extra)), status, code, path);
  });

  it("accepts a matching PSU-Context", async () => {
    expectBody(await sepa(psuHeaders(PSU.private, { "PSU-Context": "PRIVATE" })), 201, PaymentCreated);
  });

  it("requires PSU-Corporate-ID of a corporate PSU (400 HTTP_HEADER_REQUIRED)", async () => {
    const headers = psuHeaders({ customerId: PSU.corporate.customerId });
    const body = fromAccount(PSU.corporate.driftskonto);
    expectError(await sepa(headers, body), 400, "HTTP_HEADER_REQUIRED", "PSU-Corporate-ID");
  });

  it("refuses a PSU-Corporate-ID that is not the PSU's agreement (403 FORBIDDEN)", async () => {
    const headers = psuHeaders({
      customerId: PSU.corporate.customerId,
      agreementId: PSU.corporate2.agreementId,
    });
    expectError(
      await sepa(headers, fromAccount(PSU.corporate.driftskonto)),
      403,
      "FORBIDDEN",
      "PSU-Corporate-ID",
    );
  });

  it("lets a corporate PSU pay under its agreement", async () => {
    expectBody(
      await sepa(psuHeaders(PSU.corporate), fromAccount(PSU.corporate.driftskonto)),
      201,
      PaymentCreated,
    );
  });
});

describe("the debtor account", () => {
  it.each<[string, Record<string, unknown>, number, string, string]>([
    ["no sandbox account", fromAccount(OUTSIDE_BBAN), 400, "FORMAT_ERROR", "debtorAccount.iban"],
    [
      "another customer's account",
      fromAccount(PSU.private2.brukskonto),
      403,
      "FORBIDDEN",
      "debtorAccount.iban",
    ],
    [
      "in another currency than the account's",
      fromAccount(PSU.private.brukskonto, "EUR"),
      400,
      "FORMAT_ERROR",
      "debtorAccount.currency",
    ],
  ])("%s -> %i %s", async (_name, body, status, code, path) => {
    expectError(await sepa(psuHeaders(PSU.private), body), status, code, path);
  });

  it("hints how to list the PSU's accounts when the account is unknown", async () => {
    const error = expectError(
      await sepa(psuHeaders(PSU.private), fromAccount(OUTSIDE_BBAN)),
      400,
      "FORMAT_ERROR",
    );
    expect(error.message).toContain(`GET /v1/sandbox/customers/${PSU.private.customerId}`);
  });

  it.each([
    ["blocked", PSU.blockedOwner.blocked, "SERVICE_BLOCKED"],
    ["closed", PSU.blockedOwner.closed, "FORBIDDEN"],
  ])("refuses a %s account with 403 %s", async (_name, bban, code) => {
    expectError(await sepa(psuHeaders(PSU.blockedOwner), fromAccount(bban)), 403, code, "debtorAccount.iban");
  });

  it("finds a bulk debtor by bban and names debtorAccount.bban when it is unknown", async () => {
    const body = bulkPayment({ debtorAccount: { bban: OUTSIDE_BBAN, currency: "NOK" } });
    expectError(
      await bank.call("POST", BULK_PATH, { body, headers: psuHeaders(PSU.corporate) }),
      400,
      "FORMAT_ERROR",
      "debtorAccount.bban",
    );
  });
});

describe("execution dates (the bank's today is the sandbox clock's date in Europe/Oslo)", () => {
  it("refuses a past requestedExecutionDate with 400 EXECUTION_DATE_INVALID", async () => {
    const body = sepaPayment({ requestedExecutionDate: YESTERDAY });
    expectError(
      await sepa(psuHeaders(PSU.private), body),
      400,
      "EXECUTION_DATE_INVALID",
      "requestedExecutionDate",
    );
  });

  it("refuses a past startDate of a periodic payment", async () => {
    const body = periodicPayment({ startDate: YESTERDAY });
    const answer = await bank.call("POST", PERIODIC_PATH, { body, headers: psuHeaders(PSU.private) });
    expectError(answer, 400, "EXECUTION_DATE_INVALID", "startDate");
  });

  it("counts days in Oslo: at 23:30 UTC it is already tomorrow there", async () => {
    bank.sandbox.ctx.clock.set(new Date("2026-03-02T23:30:00Z"));
    const body = sepaPayment({ requestedExecutionDate: "2026-03-02" });
    expectError(
      await sepa(psuHeaders(PSU.private), body),
      400,
      "EXECUTION_DATE_INVALID",
      "requestedExecutionDate",
    );
  });

  it("reports a past date and a wrong currency together", async () => {
    const body = { ...fromAccount(PSU.private.brukskonto, "EUR"), requestedExecutionDate: YESTERDAY };
    const error = expectError(
      await sepa(psuHeaders(PSU.private), body),
      400,
      "FORMAT_ERROR",
      "debtorAccount.currency",
      "requestedExecutionDate",
    );
    expect(error.tppMessages.map((m) => m.code).sort()).toEqual(["EXECUTION_DATE_INVALID", "FORMAT_ERROR"]);
  });
});

describe("bulk payments are a corporate product", () => {
  it("refuses a PRIVATE PSU with 403 PRODUCT_INVALID", async () => {
    const body = bulkPayment({ debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" } });
    const answer = await bank.call("POST", BULK_PATH, { body, headers: psuHeaders(PSU.private) });
    expectError(answer, 403, "PRODUCT_INVALID");
  });
});

describe("KID-mandatory creditor accounts", () => {
  const KID_CREDITOR = "97102195683";

  it("refuse a SEPA payment without a KID (400 KID_MISSING)", async () => {
    const body = sepaPayment({ creditorAccount: { iban: ibanOf(KID_CREDITOR), currency: "NOK" } });
    expectError(
      await sepa(psuHeaders(PSU.private), body),
      400,
      "KID_MISSING",
      "remittanceInformationStructured",
    );
  });

  it("take a SEPA payment whose Berlin Group structured remittance carries the KID", async () => {
    const body = sepaPayment({
      creditorAccount: { iban: ibanOf(KID_CREDITOR), currency: "NOK" },
      remittanceInformationUnstructured: undefined,
      remittanceInformationStructured: { reference: "79927398713", referenceType: "KID" },
    });
    expectStatus(await sepa(psuHeaders(PSU.private), body), 201);
  });

  it("refuse a bulk entry without a KID and name the entry", async () => {
    const toKid = bulkEntry({ creditorAccount: { bban: KID_CREDITOR, currency: "NOK" } });
    const body = bulkPayment({ payments: [bulkEntry(), toKid] });
    const answer = await bank.call("POST", BULK_PATH, { body, headers: psuHeaders(PSU.corporate) });
    expectError(answer, 400, "KID_MISSING", "payments[1].remittanceInformationStructured");
  });

  it("take a bulk entry with a valid KID", async () => {
    const toKid = bulkEntry({
      creditorAccount: { bban: KID_CREDITOR, currency: "NOK" },
      remittanceInformationUnstructured: undefined,
      remittanceInformationStructured: { reference: "79927398713", referenceType: "KID" },
    });
    const answer = await bank.call("POST", BULK_PATH, {
      body: bulkPayment({ payments: [toKid] }),
      headers: psuHeaders(PSU.corporate),
    });
    expectBody(answer, 201, PaymentCreated);
  });
});
