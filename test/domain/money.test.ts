import { describe, expect, it } from "vitest";
import { isCurrency, minorUnits } from "../../src/domain/currency.js";
import { amountProblem, fromMinor, toMinor } from "../../src/domain/money.js";

describe("minor units", () => {
  it.each([
    ["NOK", 2],
    ["EUR", 2],
    ["JPY", 0],
    ["ISK", 0],
    ["BHD", 3],
    ["KWD", 3],
    ["XDR", 5],
  ])("%s has %i", (code, units) => expect(minorUnits(code)).toBe(units));

  it("knows only the interface's list", () => {
    expect(isCurrency("SPL")).toBe(true);
    expect(isCurrency("XXX")).toBe(false);
    expect(isCurrency("nok")).toBe(false);
  });
});

describe("amountProblem", () => {
  it.each([
    ["100", "NOK", undefined],
    ["100.5", "NOK", undefined],
    ["100.50", "NOK", undefined],
    ["100.505", "NOK", "2 minor units"],
    ["1000", "JPY", undefined],
    ["1000.5", "JPY", "no minor unit"],
    ["1.234", "BHD", undefined],
    ["1.2345", "BHD", "3 minor units"],
    ["0", "NOK", "greater than zero"],
    ["0.00", "NOK", "greater than zero"],
    ["-5", "NOK", "not a decimal"],
    ["1e3", "NOK", "not a decimal"],
    ["01", "NOK", "not a decimal"],
    ["1,50", "NOK", "not a decimal"],
    [".5", "NOK", "not a decimal"],
    ["123456789012345678", "JPY", undefined],
    ["1234567890123456789", "JPY", "18 digits"],
    ["1.123456", "XDR", "scale 5"],
  ])("%s %s -> %s", (amount, currency, problem) => {
    const found = amountProblem(amount, currency);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});

describe("amountProblem, exact (interface 2.1: the fraction digits match the minor units)", () => {
  it.each([
    ["12.30", "EUR", undefined],
    ["12", "EUR", "exactly 2 fraction digits"],
    ["12.3", "EUR", "exactly 2 fraction digits"],
    ["1000", "JPY", undefined],
    ["1.23", "BHD", "exactly 3 fraction digits"],
    ["1.234", "BHD", undefined],
    ["1.5", "XDR", undefined],
  ])("%s %s -> %s", (amount, currency, problem) => {
    const found = amountProblem(amount, currency, { exact: true });
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});

describe("toMinor / fromMinor", () => {
  it.each([
    ["100.5", "NOK", 10050n, "100.50"],
    ["0.01", "NOK", 1n, "0.01"],
    ["1000", "JPY", 1000n, "1000"],
    ["1.005", "BHD", 1005n, "1.005"],
    ["123456789012345678", "JPY", 123456789012345678n, "123456789012345678"],
  ])("%s %s", (amount, currency, minor, back) => {
    expect(toMinor(amount, currency)).toBe(minor);
    expect(fromMinor(minor, currency)).toBe(back);
  });

  it("keeps the sign", () => expect(fromMinor(-5n, "NOK")).toBe("-0.05"));
});
