import { describe, expect, it } from "vitest";
import { accountBalances, cardAccountBalances } from "../../src/bank/balances.js";
import { account, cardAccount } from "./records.js";

describe("accountBalances: nothing is reserved before the batch books, so available is booked", () => {
  it.each([
    { balanceMinor: "0", shown: "0" },
    { balanceMinor: "100000", shown: "100000" },
    { balanceMinor: "123456789012345678901", shown: "123456789012345678901" },
  ])("balance $balanceMinor", ({ balanceMinor, shown }) => {
    expect(accountBalances(account("97100000001", { balanceMinor }))).toEqual([
      { balanceType: "interimAvailable", amountMinor: shown },
      { balanceType: "interimBooked", amountMinor: shown },
    ]);
  });
});

describe("cardAccountBalances: booked is the balance, available adds the credit limit", () => {
  it.each([
    { balance: "-12345", limit: "5000000", booked: "-12345", available: "4987655" },
    { balance: "0", limit: "0", booked: "0", available: "0" },
    { balance: "-5000000", limit: "5000000", booked: "-5000000", available: "0" },
    { balance: "2500", limit: "100000", booked: "2500", available: "102500" },
  ])("balance $balance, limit $limit", ({ balance, limit, booked, available }) => {
    expect(cardAccountBalances(cardAccount({ balanceMinor: balance, creditLimitMinor: limit }))).toEqual([
      { balanceType: "interimBooked", amountMinor: booked, creditLimitIncluded: false },
      { balanceType: "interimAvailable", amountMinor: available, creditLimitIncluded: true },
    ]);
  });
});
