import { beforeEach, describe, expect, it } from "vitest";
import { frequencies } from "../../src/domain/schedule.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { PERIODIC_PATH, PSU, periodicPayment, psuHeaders, withField } from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const post = (body: Record<string, unknown>) =>
  bank.call("POST", PERIODIC_PATH, { body, headers: psuHeaders(PSU.private) });

const x = (n: number) => "x".repeat(n);
const months = (list: unknown) => periodicPayment({ frequency: "MonthlyVariable", monthsOfExecution: list });

describe("POST /v1/periodic-payments/norwegian-domestic-credit-transfers field rules: accepted", () => {
  it.each(frequencies.filter((f) => f !== "MonthlyVariable"))("frequency %s -> 201", async (frequency) => {
    expectBody(await post(periodicPayment({ frequency })), 201, PaymentCreated);
  });

  it.each<[string, unknown]>([
    ["[1, 6]", [1, 6]],
    ["11 months", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ])("MonthlyVariable with %s -> 201", async (_name, list) => {
    expectBody(await post(months(list)), 201, PaymentCreated);
  });

  it.each<[string, unknown]>([
    ["executionRule", "following"],
    ["executionRule", "preceeding"],
    ["dayOfExecution", "1"],
    ["dayOfExecution", "05"],
    ["dayOfExecution", "31"],
    ["purposeCode", "SALA"],
    ["purposeCode", "OTHR"],
    ["endDate", "2026-03-15"],
    ["endDate", "2027-03-15"],
    ["ultimateDebtor", x(70)],
    ["creditorName", x(70)],
    ["remittanceInformationUnstructured", x(140)],
    ["creditorAccount", { iban: "NO5097102856485", currency: "NOK" }],
    ["creditorAccount", { iban: "NO5097102856485", bban: "97102856485", currency: "NOK" }],
    ["debtorAccount", { iban: "NO5097102856485", currency: "NOK" }],
    ["creditorAddress", { street: x(70), country: "SE" }],
  ])("%s = %j -> 201", async (path, value) => {
    expectBody(await post(withField(periodicPayment(), path, value)), 201, PaymentCreated);
  });
});

describe("POST /v1/periodic-payments/norwegian-domestic-credit-transfers field rules: rejected", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["frequency in lower case", periodicPayment({ frequency: "monthly" }), "frequency"],
    ["no frequency", withField(periodicPayment(), "frequency", undefined), "frequency"],
    ["duplicate months", months([1, 1]), "monthsOfExecution[1]"],
    ["duplicate months further on", months([3, 6, 9, 6]), "monthsOfExecution[3]"],
    ["month 13", months([13]), "monthsOfExecution[0]"],
    ["month 0", months([0]), "monthsOfExecution[0]"],
    ["a month as a string", months(["3"]), "monthsOfExecution[0]"],
    ["a fractional month", months([1.5]), "monthsOfExecution[0]"],
    ["12 months", months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), "monthsOfExecution"],
    ["no months", months([]), "monthsOfExecution"],
    [
      "MonthlyVariable without months",
      periodicPayment({ frequency: "MonthlyVariable" }),
      "monthsOfExecution",
    ],
    ["months with Monthly", periodicPayment({ monthsOfExecution: [1] }), "monthsOfExecution"],
    ["dayOfExecution 32", periodicPayment({ dayOfExecution: "32" }), "dayOfExecution"],
    ["dayOfExecution 0", periodicPayment({ dayOfExecution: "0" }), "dayOfExecution"],
    ["dayOfExecution 3 digits", periodicPayment({ dayOfExecution: "015" }), "dayOfExecution"],
    ["dayOfExecution as a number", periodicPayment({ dayOfExecution: 15 }), "dayOfExecution"],
    ["executionRule other", periodicPayment({ executionRule: "next" }), "executionRule"],
    ["endDate before startDate", periodicPayment({ endDate: "2026-03-14" }), "endDate"],
    ["no startDate", withField(periodicPayment(), "startDate", undefined), "startDate"],
    ["startDate not a date", periodicPayment({ startDate: "2026-02-29" }), "startDate"],
    ["purposeCode not in the list", periodicPayment({ purposeCode: "GDDS" }), "purposeCode"],
    ["ultimateDebtor 71", periodicPayment({ ultimateDebtor: x(71) }), "ultimateDebtor"],
    ["creditorName 71", periodicPayment({ creditorName: x(71) }), "creditorName"],
    [
      "remittance 141",
      periodicPayment({ remittanceInformationUnstructured: x(141) }),
      "remittanceInformationUnstructured",
    ],
    ["no account number", periodicPayment({ creditorAccount: { currency: "NOK" } }), "creditorAccount.bban"],
    [
      "bban check digit",
      periodicPayment({ creditorAccount: { bban: "97102856486", currency: "NOK" } }),
      "creditorAccount.bban",
    ],
    [
      "bban of 10 digits",
      periodicPayment({ creditorAccount: { bban: "9710285648", currency: "NOK" } }),
      "creditorAccount.bban",
    ],
    [
      "bban of 31",
      periodicPayment({ creditorAccount: { bban: "9".repeat(31), currency: "NOK" } }),
      "creditorAccount.bban",
    ],
    [
      "a foreign iban",
      periodicPayment({ creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" } }),
      "creditorAccount.iban",
    ],
    [
      "iban and bban of different accounts",
      periodicPayment({ creditorAccount: { iban: "NO9386011117947", bban: "97102856485", currency: "NOK" } }),
      "creditorAccount.bban",
    ],
    [
      "structured and unstructured remittance together",
      periodicPayment({
        remittanceInformationUnstructured: "Rent",
        remittanceInformationStructured: { reference: "RF18539007547034", referenceType: "SCOR" },
      }),
      "remittanceInformationStructured",
    ],
    ["dayOfExecution 00", periodicPayment({ dayOfExecution: "00" }), "dayOfExecution"],
    ["dayOfExecution 99", periodicPayment({ dayOfExecution: "99" }), "dayOfExecution"],
  ])("%s -> 400 FORMAT_ERROR", async (_name, body, path) => {
    expectError(await post(body), 400, "FORMAT_ERROR", path);
  });

  it("rejects the correct spelling 'preceding' with a hint to the bank's spelling", async () => {
    const error = expectError(
      await post(periodicPayment({ executionRule: "preceding" })),
      400,
      "FORMAT_ERROR",
      "executionRule",
    );
    expect(error.tppMessages[0]?.text).toContain('"preceeding"');
  });

  it("lists every duplicate month and every other problem at once", async () => {
    const body = { ...months([2, 2, 5, 5]), dayOfExecution: "40", endDate: "2026-01-01" };
    const error = expectError(
      await post(body),
      400,
      "FORMAT_ERROR",
      "monthsOfExecution[1]",
      "monthsOfExecution[3]",
      "dayOfExecution",
      "endDate",
    );
    expect(error.tppMessages).toHaveLength(4);
  });
});

describe("POST /v1/periodic-payments/norwegian-domestic-credit-transfers strictness (docs/decisions.md, Strictness)", () => {
  it("refuses month 12 with 400 FORMAT_ERROR quoting interface 2.4 (each item <= 11)", async () => {
    const error = expectError(await post(months([12])), 400, "FORMAT_ERROR", "monthsOfExecution[0]");
    expect(error.message).toContain('interface 2.4: "Each item is constrained to >= 1 and <= 11"');
  });

  it("refuses 12 distinct months at month 12 (and as more than 11 items)", async () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expectError(await post(months(all)), 400, "FORMAT_ERROR", "monthsOfExecution", "monthsOfExecution[11]");
  });

  it("takes month 12 in strictness lenient (the text's months 1-12)", async () => {
    const lenient = await openBank({ strictness: "lenient" });
    const answer = await lenient.call("POST", PERIODIC_PATH, {
      body: months([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]),
      headers: psuHeaders(PSU.private),
    });
    expectBody(answer, 201, PaymentCreated);
  });

  it.each<[string, unknown]>([
    ["ultimateCreditor", "Utleier Holding AS"],
    ["debtorName", "Kari Nordmann"],
    ["endToEndIdentification", "E2E-4711"],
    ["instructionIdentification", "INSTR-1"],
    ["creditorAgent", "DNBANOKKXXX"],
  ])("takes the Berlin Group field %s (stored, not used) -> 201", async (name, value) => {
    expectBody(await post(periodicPayment({ [name]: value })), 201, PaymentCreated);
  });
});
