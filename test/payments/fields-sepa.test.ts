import { beforeEach, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/http/schemas.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import {
  type Bank,
  expectBody,
  expectError,
  expectSchema,
  openBank,
  TODAY,
  TOMORROW,
} from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment, withField } from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const post = (body: Record<string, unknown>) =>
  bank.call("POST", SEPA_PATH, { body, headers: psuHeaders(PSU.private) });

const x = (n: number) => "x".repeat(n);

describe("POST /v1/payments/sepa-credit-transfers field rules: accepted", () => {
  it.each<[string, unknown]>([
    ["endToEndIdentification", x(35)],
    ["creditorName", x(70)],
    ["remittanceInformationUnstructured", x(140)],
    ["remittanceInformationUnstructured", "Æ Ø Å – UTF-8 is fine"],
    [
      "creditorAddress",
      { street: x(70), buildingNumber: "1", postalCode: "0150", city: "Oslo", country: "NO" },
    ],
    ["instructedAmount", { currency: "JPY", amount: "1000" }],
    ["instructedAmount", { currency: "EUR", amount: "0.01" }],
    ["instructedAmount", { currency: "EUR", amount: "12.30" }],
    ["instructedAmount", { currency: "BHD", amount: "1.234" }],
    ["instructedAmount", { currency: "EUR", amount: "1234567890123456.78" }],
    ["creditorAccount.iban", "DE89370400440532013000"],
    ["creditorAccount.iban", "GB29NWBK60161331926819"],
    ["creditorAccount.iban", "FR1420041010050500013M02606"],
    ["creditorAccount.iban", "NL91ABNA0417164300"],
    ["creditorAccount.iban", "SE4550000000058398257466"],
    ["creditorAccount.iban", "FI2112345600000785"],
    ["creditorAccount.iban", "NO9386011117947"],
    ["requestedExecutionDate", TODAY],
    ["requestedExecutionDate", TOMORROW],
  ])("%s = %j -> 201", async (path, value) => {
    expectBody(await post(withField(sepaPayment(), path, value)), 201, PaymentCreated);
  });
});

describe("POST /v1/payments/sepa-credit-transfers field rules: rejected", () => {
  it.each<[string, unknown, string?]>([
    ["endToEndIdentification", x(36)],
    ["endToEndIdentification", ""],
    ["creditorName", x(71)],
    ["creditorName", ""],
    ["creditorName", undefined],
    ["creditorName", 42],
    ["remittanceInformationUnstructured", x(141)],
    ["remittanceInformationUnstructured", ""],
    ["creditorAddress", { street: x(71), country: "NO" }, "creditorAddress.street"],
    ["creditorAddress", { city: "Oslo" }, "creditorAddress.country"],
    ["creditorAddress", { country: "XK" }, "creditorAddress.country"],
    ["creditorAddress", { country: "no" }, "creditorAddress.country"],
    ["creditorAddress", { country: "NOR" }, "creditorAddress.country"],
    ["creditorAddress", { townName: "Oslo", country: "NO" }, "creditorAddress.townName"],
    ["instructedAmount", { currency: "JPY", amount: "1000.5" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "12" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "12.3" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "BHD", amount: "1.23" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "10.505" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "BHD", amount: "1.2345" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "0.00" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "-5" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "1e3" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: 10 }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "EUR", amount: "12345678901234567.89" }, "instructedAmount.amount"],
    ["instructedAmount", { currency: "XXX", amount: "10" }, "instructedAmount.currency"],
    ["instructedAmount", { currency: "eur", amount: "10" }, "instructedAmount.currency"],
    ["instructedAmount", { amount: "10" }, "instructedAmount.currency"],
    ["creditorAccount.iban", "DE88370400440532013000"],
    ["creditorAccount.iban", "GB28NWBK60161331926819"],
    ["creditorAccount.iban", "NO9486011117947"],
    ["creditorAccount.iban", "NO938601111794"],
    ["creditorAccount.iban", "de89370400440532013000"],
    ["creditorAccount.iban", "DE89 3704 0044 0532 0130 00"],
    ["creditorAccount.iban", `DE89${"1".repeat(31)}`],
    ["creditorAccount.iban", "US64SVBKUS6S3300958879"],
    ["creditorAccount.iban", undefined],
    ["creditorAccount.bban", "86011117947"],
    ["creditorAccount.currency", undefined],
    ["debtorAccount.currency", "EURO"],
    ["requestedExecutionDate", "2026-02-30"],
    ["requestedExecutionDate", "2026-3-5"],
    ["requestedExecutionDate", "05.03.2026"],
    ["requestedExecutionDate", "2026-03-05T10:00:00Z"],
    ["creditorAccount.name", "Hans", "creditorAccount.name"],
  ])("%s = %j -> 400 FORMAT_ERROR", async (path, value, at) => {
    const answer = await post(withField(sepaPayment(), path, value));
    const body = expectError(answer, 400, "FORMAT_ERROR", at ?? path);
    expect(body.tppMessages.every((m) => m.code === "FORMAT_ERROR")).toBe(true);
  });

  it("names an unknown field in its message", async () => {
    const body = expectError(await post({ ...sepaPayment(), foo: 1 }), 400, "FORMAT_ERROR", "foo");
    expect(body.tppMessages[0]?.text).toContain("unknown field foo");
  });

  it("says to send an IBAN when SEPA gets a bban", async () => {
    const body = expectError(
      await post(
        withField(sepaPayment(), "debtorAccount", { bban: PSU.private.brukskonto, currency: "NOK" }),
      ),
      400,
      "FORMAT_ERROR",
      "debtorAccount.iban",
      "debtorAccount.bban",
    );
    expect(body.tppMessages.find((m) => m.path === "debtorAccount.bban")?.text).toContain("iban only");
  });

  it("reports every violation in one answer", async () => {
    const body = {
      ...sepaPayment({ creditorName: x(71), endToEndIdentification: x(36), extra: true }),
      instructedAmount: { currency: "NOK", amount: "1.001" },
      creditorAccount: { iban: "DE88370400440532013000", currency: "EUR" },
    };
    const error = expectError(
      await post(body),
      400,
      "FORMAT_ERROR",
      "creditorName",
      "endToEndIdentification",
      "extra",
      "instructedAmount.amount",
      "creditorAccount.iban",
    );
    expect(error.tppMessages).toHaveLength(5);
  });

  it("answers a body that is not an object, or not JSON, with 400", async () => {
    expectError(await post([] as unknown as Record<string, unknown>), 400, "FORMAT_ERROR", "(body)");
    const answer = await bank.call("POST", SEPA_PATH, { body: "{nope", headers: psuHeaders(PSU.private) });
    expectSchema(ErrorBody, answer.body);
    expectError(answer, 400, "FORMAT_ERROR", "(body)");
  });
});

describe("POST /v1/payments/sepa-credit-transfers strictness (docs/decisions.md, Strictness)", () => {
  it.each<[string, unknown]>([
    ["ultimateDebtor", "Kari Nordmann"],
    ["purposeCode", "GDDS"],
    ["debtorName", "Kari Nordmann"],
    ["ultimateCreditor", "Müller Holding"],
    ["creditorAgent", "COBADEFFXXX"],
    ["creditorAgentName", "Commerzbank"],
    ["chargeBearer", "SLEV"],
    ["instructionIdentification", "INSTR-1"],
  ])("takes the Berlin Group field %s = %j (stored, not used) -> 201", async (path, value) => {
    expectBody(await post(withField(sepaPayment(), path, value)), 201, PaymentCreated);
  });

  it.each<[string, unknown]>([
    ["purposeCode", "gdds"],
    ["creditorAgent", "COBA"],
    ["chargeBearer", "OUR"],
  ])("refuses the Berlin Group field %s = %j outside its Berlin Group constraint", async (path, value) => {
    expectError(await post(withField(sepaPayment(), path, value)), 400, "FORMAT_ERROR", path);
  });

  it("refuses a creditor IBAN outside the SEPA area (BR) with 400 FORMAT_ERROR", async () => {
    const body = withField(sepaPayment(), "creditorAccount.iban", "BR1800360305000010009795493C1");
    const error = expectError(await post(body), 400, "FORMAT_ERROR", "creditorAccount.iban");
    expect(error.message).toContain("BR is outside the SEPA area");
  });

  it("takes a creditor IBAN outside the SEPA area in strictness lenient", async () => {
    const lenient = await openBank({ strictness: "lenient" });
    const body = withField(sepaPayment(), "creditorAccount.iban", "BR1800360305000010009795493C1");
    const answer = await lenient.call("POST", SEPA_PATH, { body, headers: psuHeaders(PSU.private) });
    expectBody(answer, 201, PaymentCreated);
  });
});
