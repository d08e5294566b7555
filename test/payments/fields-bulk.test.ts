import { beforeEach, describe, expect, it } from "vitest";
import { MAX_BULK_ENTRIES } from "../../src/payments/schema/bulk.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { completePsuSca } from "../helpers/sca.js";
import {
  BULK_PATH,
  bulkEntry,
  bulkPayment,
  PSU,
  psuHeaders,
  VALID_KID,
  withField,
} from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
  await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
});

const post = (body: Record<string, unknown>) =>
  bank.call("POST", BULK_PATH, { body, headers: psuHeaders(PSU.corporate) });

const x = (n: number) => "x".repeat(n);
/** A bulk whose first entry carries `overrides` (undefined values remove the field). */
const entry = (overrides: Record<string, unknown>) => {
  let one = bulkEntry();
  for (const [path, value] of Object.entries(overrides)) one = withField(one, path, value);
  return bulkPayment({ payments: [one] });
};
const kid = (reference: string, referenceType?: string) => ({
  remittanceInformationUnstructured: undefined,
  remittanceInformationStructured: { reference, ...(referenceType !== undefined ? { referenceType } : {}) },
});

describe("POST /v1/bulk-payments/norwegian-domestic-credit-transfers field rules: accepted", () => {
  it.each<[string, Record<string, unknown>]>([
    ["a MOD10 KID", kid(VALID_KID, "KID")],
    ["a MOD11 KID", kid("1234560", "KID")],
    ["a MOD11 KID ending in '-'", kid("6-", "KID")],
    ["referenceType kid in lower case", kid(VALID_KID, "kid")],
    ["an untyped KID", kid(VALID_KID)],
    ["a non-KID reference type", kid("RF18539007547034", "SCOR")],
    [
      "a structured array",
      {
        remittanceInformationUnstructured: undefined,
        remittanceInformationStructuredArray: [
          { reference: VALID_KID, referenceType: "KID" },
          { reference: "1234560" },
        ],
      },
    ],
    ["no remittance at all", { remittanceInformationUnstructured: undefined }],
    ["debtorName 70", { debtorName: x(70) }],
    ["endToEndIdentification 35", { endToEndIdentification: x(35) }],
    [
      "street 70 and city",
      { creditorAddress: { street: x(70), city: "Oslo", townName: "Oslo", country: "NO" } },
    ],
    ["purposeCode SALA", { purposeCode: "SALA" }],
    ["the Berlin Group's creditorAgent", { creditorAgent: "DNBANOKKXXX" }],
    ["the Berlin Group's ultimateCreditor", { ultimateCreditor: "Leverandør Holding AS" }],
  ])("an entry with %s -> 201", async (_name, overrides) => {
    expectBody(await post(entry(overrides)), 201, PaymentCreated);
  });

  it("takes paymentInformationId of 35 characters and one entry", async () => {
    expectBody(
      await post(bulkPayment({ paymentInformationId: x(35), payments: [bulkEntry()] })),
      201,
      PaymentCreated,
    );
  });

  it("takes the Berlin Group's batchBookingPreferred, stores it and books each entry on its own", async () => {
    const created = expectBody(await post(bulkPayment({ batchBookingPreferred: true })), 201, PaymentCreated);
    const read = await bank.call("GET", `${BULK_PATH}/${created.paymentId}`);
    expect(read.body).toMatchObject({ batchBookingPreferred: true });
  });

  it("refuses a batchBookingPreferred that is not a boolean", async () => {
    expectError(
      await post(bulkPayment({ batchBookingPreferred: "yes" })),
      400,
      "FORMAT_ERROR",
      "batchBookingPreferred",
    );
  });
});

describe("POST /v1/bulk-payments/norwegian-domestic-credit-transfers field rules: rejected", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["no payments", bulkPayment({ payments: [] }), "payments"],
    ["payments not an array", bulkPayment({ payments: {} }), "payments"],
    ["paymentInformationId 36", bulkPayment({ paymentInformationId: x(36) }), "paymentInformationId"],
    [
      "an iban as debtor",
      bulkPayment({ debtorAccount: { iban: "NO5097102856485", currency: "NOK" } }),
      "debtorAccount.iban",
    ],
    ["no creditorAddress", entry({ creditorAddress: undefined }), "payments[0].creditorAddress"],
    [
      "no creditorAddress.country",
      entry({ "creditorAddress.country": undefined }),
      "payments[0].creditorAddress.country",
    ],
    ["street 71", entry({ "creditorAddress.street": x(71) }), "payments[0].creditorAddress.street"],
    ["creditorName 71", entry({ creditorName: x(71) }), "payments[0].creditorName"],
    ["debtorName 71", entry({ debtorName: x(71) }), "payments[0].debtorName"],
    [
      "an iban as creditor",
      entry({ creditorAccount: { iban: "NO5097102856485", currency: "NOK" } }),
      "payments[0].creditorAccount.iban",
    ],
    [
      "structured and unstructured",
      entry({ remittanceInformationStructured: { reference: VALID_KID } }),
      "payments[0].remittanceInformationStructured",
    ],
    [
      "structured and structured array",
      entry({
        remittanceInformationUnstructured: undefined,
        remittanceInformationStructured: { reference: VALID_KID },
        remittanceInformationStructuredArray: [{ reference: VALID_KID }],
      }),
      "payments[0].remittanceInformationStructuredArray",
    ],
    ["reference of 36", entry(kid(x(36), "SCOR")), "payments[0].remittanceInformationStructured.reference"],
    [
      "empty referenceType",
      entry(kid(VALID_KID, "")),
      "payments[0].remittanceInformationStructured.referenceType",
    ],
    [
      "referenceIssuer of 36",
      entry({ ...kid(VALID_KID), "remittanceInformationStructured.referenceIssuer": x(36) }),
      "payments[0].remittanceInformationStructured.referenceIssuer",
    ],
    ["an unknown entry field", entry({ creditorBank: "DNB" }), "payments[0].creditorBank"],
    ["a creditorAgent that is no BIC", entry({ creditorAgent: "DNB" }), "payments[0].creditorAgent"],
  ])("%s -> 400 FORMAT_ERROR", async (_name, body, path) => {
    expectError(await post(body), 400, "FORMAT_ERROR", path);
  });

  it("names the exact entry and field: payments[2].creditorAccount.bban", async () => {
    const bad = bulkEntry({ creditorAccount: { bban: "97102856486", currency: "NOK" } });
    const body = bulkPayment({ payments: [bulkEntry(), bulkEntry(), bad] });
    const error = expectError(await post(body), 400, "FORMAT_ERROR", "payments[2].creditorAccount.bban");
    expect(error.tppMessages).toHaveLength(1);
  });

  it(`takes at most ${MAX_BULK_ENTRIES} entries`, async () => {
    const body = bulkPayment({ payments: Array.from({ length: MAX_BULK_ENTRIES + 1 }, () => bulkEntry()) });
    expectError(await post(body), 400, "FORMAT_ERROR", "payments");
  });

  it.each([
    ["MOD10 and MOD11 both fail", "79927398712", "KID"],
    ["too short", "1", "KID"],
    ["letters", "ABC123", "kid"],
    ["untyped and invalid", "12345678", undefined],
  ])("a KID that is %s -> 400 KID_INVALID", async (_name, reference, type) => {
    const error = expectError(
      await post(entry(kid(reference, type))),
      400,
      "KID_INVALID",
      "payments[0].remittanceInformationStructured.reference",
    );
    expect(error.tppMessages[0]?.code).toBe("KID_INVALID");
  });

  it("checks each KID of a structured array", async () => {
    const body = entry({
      remittanceInformationUnstructured: undefined,
      remittanceInformationStructuredArray: [
        { reference: VALID_KID },
        { reference: "79927398710", referenceType: "KID" },
      ],
    });
    expectError(
      await post(body),
      400,
      "KID_INVALID",
      "payments[0].remittanceInformationStructuredArray[1].reference",
    );
  });

  it("reports a KID fault beside format faults, each with its own code", async () => {
    const body = bulkPayment({
      payments: [
        bulkEntry({ ...kid("79927398712", "KID"), remittanceInformationUnstructured: undefined }),
        bulkEntry({ creditorName: "" }),
      ],
    });
    const error = expectError(
      await post(body),
      400,
      "FORMAT_ERROR",
      "payments[0].remittanceInformationStructured.reference",
      "payments[1].creditorName",
    );
    expect(error.tppMessages.map((m) => m.code).sort()).toEqual(["FORMAT_ERROR", "KID_INVALID"]);
  });
});
