import { describe, expect, it } from "vitest";
import { balanceAmountProblem, balanceToMinor, isInt32 } from "../../../src/domain/balance-amount.js";

describe("balanceAmountProblem", () => {
  it.each([
    ["0", "NOK", false, true],
    ["0.00", "NOK", false, true],
    ["0.000", "NOK", false, false],
    ["125.50", "NOK", false, true],
    ["125.505", "NOK", false, false],
    ["-125.50", "NOK", false, false],
    ["-125.50", "NOK", true, true],
    ["-0.00", "NOK", true, true],
    ["100", "JPY", false, true],
    ["100.5", "JPY", false, false],
    ["1.234", "BHD", false, true],
    ["12,50", "NOK", false, false],
    ["", "NOK", false, false],
    ["1e3", "NOK", false, false],
    ["0123", "NOK", false, false],
  ])("%s %s (negative allowed: %s) -> valid %s", (amount, currency, negative, valid) => {
    expect(balanceAmountProblem(amount, currency, { negative }) === undefined).toBe(valid);
  });

  it("says a deposit balance cannot be negative", () => {
    expect(balanceAmountProblem("-1.00", "NOK", { negative: false })).toContain("cannot be negative");
  });
});

describe("balanceToMinor", () => {
  it.each([
    ["0", "NOK", 0n],
    ["125.5", "NOK", 12550n],
    ["-2500.00", "NOK", -250000n],
    ["100", "JPY", 100n],
  ])("%s %s -> %s", (amount, currency, minor) => expect(balanceToMinor(amount, currency)).toBe(minor));
});

describe("isInt32", () => {
  it.each([
    [0, true],
    [-2147483648, true],
    [2147483647, true],
    [2147483648, false],
    [-2147483649, false],
    [1.5, false],
    [Number.NaN, false],
  ])("%s -> %s", (value, valid) => expect(isInt32(value)).toBe(valid));
});
