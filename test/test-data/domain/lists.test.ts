import { describe, expect, it } from "vitest";
import { countryCodes, isCountry } from "../../../src/domain/country.js";
import { emailProblem } from "../../../src/domain/email.js";

describe("isCountry (interface 2.1 list)", () => {
  it("holds the interface's 249 codes", () => expect(countryCodes).toHaveLength(249));
  it.each([
    ["NO", true],
    ["SE", true],
    ["AX", true],
    ["no", false],
    ["XK", false],
    ["NOR", false],
    ["", false],
  ])("%s -> %s", (code, valid) => expect(isCountry(code)).toBe(valid));
});

describe("emailProblem", () => {
  it.each([
    ["psd2@tpp.example", true],
    ["first.last+psd2@mail.tpp.example", true],
    ["tpp.example", false],
    ["a@b", false],
    ["two@@tpp.example", false],
    ["a@b@tpp.example", false],
    ["first..last@tpp.example", false],
    ["with space@tpp.example", false],
    ["x@-tpp.example", false],
    [`${"a".repeat(65)}@tpp.example`, false],
    [
      `a@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(9)}.example`,
      false,
    ],
  ])("%s -> valid %s", (value, valid) => expect(emailProblem(value) === undefined).toBe(valid));
});
