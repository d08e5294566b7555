import { describe, expect, it } from "vitest";
import { isKidType, kidProblem, mod10Digit, mod11Digit } from "../../src/domain/kid.js";

describe("KID control digits", () => {
  it.each([
    ["7992739871", "3"],
    ["1234567", "4"],
    ["123456", "6"],
    ["1", "8"],
    ["0", "0"],
  ])("MOD10 of %s is %s", (payload, digit) => expect(mod10Digit(payload)).toBe(digit));

  it.each([
    ["1234567", "4"],
    ["123456", "0"],
    ["12345", "5"],
    ["1", "9"],
    ["6", "-"],
    // A Norwegian account number is MOD11 with the same weights: its check digit must agree.
    ["9710285648", "5"],
  ])("MOD11 of %s is %s", (payload, digit) => expect(mod11Digit(payload)).toBe(digit));
});

describe("kidProblem", () => {
  it.each([
    ["79927398713", "MOD10"],
    ["1234566", "MOD10"],
    ["1234560", "MOD11"],
    ["97102856485", "MOD11 (a valid account number)"],
    ["6-", "MOD11 with '-' for 10"],
    ["00", "two digits"],
    ["1234567890123456789012340", "25 digits, MOD10"],
    ["1234567890123456789012341", "25 digits, MOD11"],
  ])("accepts %s (%s)", (kid) => expect(kidProblem(kid)).toBeUndefined());

  it.each([
    ["79927398712", "control digit"],
    ["12345678", "control digit"],
    ["1234567890123456789012342", "control digit"],
    ["5-", "control digit"],
    ["1", "2 to 25 digits"],
    ["12345678901234567890123456", "2 to 25 digits"],
    ["1234 5674", "2 to 25 digits"],
    ["ABC123", "2 to 25 digits"],
    ["1-3", "2 to 25 digits"],
    ["", "2 to 25 digits"],
  ])("rejects %s (%s)", (kid, problem) => expect(kidProblem(kid)).toContain(problem));

  it.each([
    [undefined, true],
    ["KID", true],
    ["kid", true],
    ["Kid", true],
    ["SCOR", false],
  ])("referenceType %s is a KID: %s", (type, kid) => expect(isKidType(type)).toBe(kid));
});
