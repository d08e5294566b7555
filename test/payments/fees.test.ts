import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { FeeTable } from "../../src/config/fees.js";
import type { SandboxConfigInput } from "../../src/config/schema.js";
import { convertsCurrency, paymentFee } from "../../src/payments/fees.js";

const defaults = FeeTable.parse({});

describe("convertsCurrency", () => {
  it.each([
    ["sepa-credit-transfers", "NOK", "EUR", true],
    ["sepa-credit-transfers", "NOK", "NOK", true],
    ["sepa-credit-transfers", "EUR", "EUR", false],
    ["sepa-credit-transfers", "EUR", "SEK", true],
    ["norwegian-domestic-credit-transfers", "NOK", "NOK", false],
    ["norwegian-domestic-credit-transfers", "NOK", "EUR", true],
    ["instant-norwegian-domestic-credit-transfers-straks", "EUR", "NOK", true],
  ] as const)("%s from %s in %s: %s", (product, debtor, transfer, converts) =>
    expect(convertsCurrency(product, debtor, transfer)).toBe(converts),
  );
});

describe("paymentFee", () => {
  it.each([
    ["sepa-credit-transfers", "EUR", ["EUR"], undefined],
    ["sepa-credit-transfers", "NOK", ["EUR"], "25.00"],
    ["norwegian-domestic-credit-transfers", "NOK", ["NOK", "NOK", "NOK"], undefined],
    ["norwegian-domestic-credit-transfers", "NOK", ["NOK", "EUR", "SEK"], "50.00"],
    ["instant-norwegian-domestic-credit-transfers-straks", "NOK", ["NOK"], "2.00"],
  ] as const)("%s from %s in %j costs %s NOK", (product, debtor, transfers, amount) => {
    const fee = paymentFee(defaults, product, debtor, transfers);
    expect(fee).toEqual(
      amount === undefined
        ? { transactionFeeIndicator: false }
        : { transactionFeeIndicator: true, transactionFees: { currency: "NOK", amount } },
    );
  });

  it("keeps the fee currency's minor units", () => {
    const yen = FeeTable.parse({
      currency: "JPY",
      perPayment: { "sepa-credit-transfers": "100" },
      currencyConversion: "0",
    });
    expect(paymentFee(yen, "sepa-credit-transfers", "NOK", ["EUR"]).transactionFees).toEqual({
      currency: "JPY",
      amount: "100",
    });
  });
});

describe("the fee table in config", () => {
  it.each<[Record<string, unknown>, string]>([
    [{ currency: "NOK", currencyConversion: "1.001" }, "currencyConversion"],
    [{ currency: "JPY", perPayment: { "sepa-credit-transfers": "1.5" } }, "sepa-credit-transfers"],
    [{ currency: "XXX" }, "currency"],
    [{ currencyConversion: "-1" }, "currencyConversion"],
    [{ perPayment: { "cross-border": "1" } }, "perPayment"],
  ])("refuses %j", (fees, where) => {
    const flags = { payments: { fees } } as SandboxConfigInput;
    expect(() => loadConfig({ file: false, flags })).toThrow(ConfigError);
    expect(() => loadConfig({ file: false, flags })).toThrow(where);
  });
});
