import { beforeEach, describe, expect, it } from "vitest";
import { FeeInformationResponse } from "../../src/payments/schema/responses.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { FEE_PATH, ibanOf, OUTSIDE_BBAN, PSU } from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const proposal = (overrides: Record<string, unknown> = {}) => ({
  instructedAmount: { currency: "NOK", amount: "250.00" },
  debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
  creditorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
  creditorName: "Kari Nordmann",
  ...overrides,
});
const ask = (body: unknown) => bank.call("POST", FEE_PATH, { body });

describe("POST /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information", () => {
  it("answers the instant fee of the fee table (2.00 NOK by default)", async () => {
    const fee = expectBody(await ask(proposal()), 200, FeeInformationResponse);
    expect(fee).toEqual({
      transactionFeeIndicator: true,
      transactionFees: { currency: "NOK", amount: "2.00" },
    });
  });

  it("adds the conversion fee when the debtor account is not in NOK", async () => {
    const body = proposal({ debtorAccount: { iban: ibanOf(PSU.corporate2.eurAccount), currency: "EUR" } });
    const fee = expectBody(await ask(body), 200, FeeInformationResponse);
    expect(fee.transactionFees).toEqual({ currency: "NOK", amount: "27.00" });
  });

  it("says no fee when the table has none", async () => {
    bank = await openBank({
      payments: { fees: { perPayment: { "instant-norwegian-domestic-credit-transfers-straks": "0" } } },
    });
    const fee = expectBody(await ask(proposal()), 200, FeeInformationResponse);
    expect(fee).toEqual({ transactionFeeIndicator: false });
  });

  it("creates nothing", async () => {
    expectBody(await ask(proposal()), 200, FeeInformationResponse);
    expect(bank.sandbox.ctx.store.values("payments")).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      "an amount in EUR",
      proposal({ instructedAmount: { currency: "EUR", amount: "10.00" } }),
      "instructedAmount.currency",
    ],
    [
      "an amount of 3 decimals",
      proposal({ instructedAmount: { currency: "NOK", amount: "10.001" } }),
      "instructedAmount.amount",
    ],
    ["no creditor account", { ...proposal(), creditorAccount: undefined }, "creditorAccount"],
    [
      "a bad bban",
      proposal({ creditorAccount: { bban: "97102856486", currency: "NOK" } }),
      "creditorAccount.bban",
    ],
    [
      "a foreign iban",
      proposal({ creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" } }),
      "creditorAccount.iban",
    ],
    ["creditorName of 71", proposal({ creditorName: "x".repeat(71) }), "creditorName"],
    ["an unknown field", proposal({ requestedExecutionDate: "2026-03-02" }), "requestedExecutionDate"],
    [
      "an unknown debtor account",
      proposal({ debtorAccount: { bban: OUTSIDE_BBAN, currency: "NOK" } }),
      "debtorAccount.bban",
    ],
    [
      "the wrong debtor currency",
      proposal({ debtorAccount: { bban: PSU.private.brukskonto, currency: "EUR" } }),
      "debtorAccount.currency",
    ],
  ])("refuses %s with 400 FORMAT_ERROR", async (_name, body, path) => {
    expectError(await ask(body), 400, "FORMAT_ERROR", path);
  });
});
