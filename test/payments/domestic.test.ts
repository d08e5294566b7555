import { describe, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { PaymentCreated, PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { postBasket, sepaPayments } from "../baskets/helpers.js";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import {
  DOMESTIC_PATH,
  domesticPayment,
  ibanOf,
  KID_CREDITOR,
  PSU,
  psuHeaders,
  VALID_KID,
  withField,
} from "../helpers/payments.js";

/** The single Norwegian domestic credit transfer (NCBCT, interface 9): its whole lifecycle over HTTP. */
const create = (bank: Bank, body = domesticPayment(), query?: Record<string, string>) =>
  bank.call("POST", DOMESTIC_PATH, { body, headers: psuHeaders(PSU.private), ...(query ? { query } : {}) });

const status = async (bank: Bank, self: string) =>
  expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse);

describe("POST /v1/payments/norwegian-domestic-credit-transfers", () => {
  it("creates a payment (201 RCVD) with the payments' links, fee-free in NOK", async () => {
    const bank = await openBank();
    const created = expectBody(await create(bank), 201, PaymentCreated);
    expect(created.transactionStatus).toBe("RCVD");
    expect(created.transactionFeeIndicator).toBe(false);
    expect(created._links.self.href).toBe(`http://sandbox.test${DOMESTIC_PATH}/${created.paymentId}`);
    const read = await bank.call("GET", `${DOMESTIC_PATH}/${created.paymentId}`);
    expect(read.body).toMatchObject({ creditorName: "Utleier AS", transactionStatus: "RCVD" });
  });

  it("takes Norwegian IBANs for the accounts, as the periodic payment does", async () => {
    const bank = await openBank();
    const body = domesticPayment({
      debtorAccount: { iban: ibanOf(PSU.private.brukskonto), currency: "NOK" },
      creditorAccount: { iban: ibanOf(PSU.private2.brukskonto), currency: "NOK" },
    });
    expectBody(await create(bank, body), 201, PaymentCreated);
  });

  it.each<[string, unknown, string]>([
    ["creditorAccount", { iban: "DE89370400440532013000", currency: "EUR" }, "creditorAccount.iban"],
    ["creditorAccount", { bban: "9710285648", currency: "NOK" }, "creditorAccount.bban"],
    ["creditorAddress", undefined, "creditorAddress"],
    ["creditorAddress", { townName: "Oslo" }, "creditorAddress.country"],
    ["creditorName", "x".repeat(71), "creditorName"],
    ["instructedAmount", { currency: "NOK", amount: "1500" }, "instructedAmount.amount"],
    ["purposeCode", "GDDS", "purposeCode"],
  ])("refuses %s = %j with 400 FORMAT_ERROR at %s", async (field, value, path) => {
    const bank = await openBank();
    expectError(await create(bank, withField(domesticPayment(), field, value)), 400, "FORMAT_ERROR", path);
  });

  it("takes a KID for a KID-mandatory creditor, and refuses the payment without one", async () => {
    const bank = await openBank();
    const toKid = { creditorAccount: { bban: KID_CREDITOR, currency: "NOK" } };
    expectError(
      await create(bank, domesticPayment(toKid)),
      400,
      "KID_MISSING",
      "remittanceInformationStructured",
    );
    const withKid = domesticPayment({
      ...toKid,
      remittanceInformationUnstructured: undefined,
      remittanceInformationStructured: { reference: VALID_KID, referenceType: "KID" },
    });
    expectBody(await create(bank, withKid), 201, PaymentCreated);
  });

  it("refuses a logical duplicate with 409 CONFLICT unless allowLogicalDuplicate=true", async () => {
    const bank = await openBank();
    expectBody(await create(bank), 201, PaymentCreated);
    expectError(await create(bank), 409, "CONFLICT", "allowLogicalDuplicate");
    expectBody(await create(bank, domesticPayment(), { allowLogicalDuplicate: "true" }), 201, PaymentCreated);
  });

  it("leaves the instant product to its fee information (403 PRODUCT_INVALID)", async () => {
    const bank = await openBank();
    const answer = await bank.call(
      "POST",
      "/v1/payments/instant-norwegian-domestic-credit-transfers-straks",
      {
        body: domesticPayment(),
        headers: psuHeaders(PSU.private),
      },
    );
    expectError(answer, 403, "PRODUCT_INVALID", "payment-product");
  });
});

describe("a Norwegian domestic credit transfer's lifecycle", () => {
  it("SCA -> ACTC, the batch run -> ACSC, debtor debited and sandbox creditor credited", async () => {
    const bank = await openBank();
    const before = (await accountState(bank, PSU.private2.brukskonto)).balance;
    const { self } = await createApproved(bank, "domestic", domesticPayment());
    expect((await status(bank, self)).transactionStatus).toBe("ACTC");
    const run = await admin(bank, "POST", "/batch-runs");
    expect(run.status, run.text).toBe(200);
    expect(await status(bank, self)).toMatchObject({ transactionStatus: "ACSC", fundsAvailable: true });
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe("23500.00");
    const after = (await accountState(bank, PSU.private2.brukskonto)).balance;
    expect(Number(after) - Number(before)).toBe(1500);
  });

  it("DELETE while RCVD cancels it (204, CANC)", async () => {
    const bank = await openBank();
    const { paymentId } = expectBody(await create(bank), 201, PaymentCreated);
    const self = `${DOMESTIC_PATH}/${paymentId}`;
    expectStatus(await bank.call("DELETE", self), 204);
    expect((await status(bank, self)).transactionStatus).toBe("CANC");
  });

  it("goes into a signing basket beside a SEPA payment (payment type NCBCT, interface 9)", async () => {
    const bank = await openBank();
    const [sepa] = await sepaPayments(bank, 1);
    const domestic = expectBody(await create(bank), 201, PaymentCreated);
    const basket = expectBody(await postBasket(bank, [sepa, domestic.paymentId]), 201, BasketCreated);
    const read = await bank.call("GET", `/v1/signing-baskets/${basket.basketId}`);
    expect(read.body).toMatchObject({ payments: [sepa, domestic.paymentId], transactionStatus: "RCVD" });
  });
});
