import { describe, expect, it } from "vitest";
import { bbanProblem, isNorwegianBban } from "../../src/domain/bban.js";
import { isNationalId } from "../../src/domain/national-id.js";

describe("Norwegian BBAN (MOD11)", () => {
  it.each([
    ["86011117947", true],
    ["97102856485", true],
    ["86011117948", false],
    ["8601111794", false],
    ["860111179470", false],
    ["8601.11.17947", false],
  ])("%s valid: %s", (bban, valid) => {
    expect(isNorwegianBban(bban)).toBe(valid);
    expect(bbanProblem(bban) === undefined).toBe(valid);
  });

  it("names the check digit when only it is wrong", () => {
    expect(bbanProblem("86011117948")).toContain("check digit");
  });
});

describe("national identity number", () => {
  it.each([
    ["13039319955", true],
    ["12085592767", true],
    ["18129215603", true],
    ["20079518612", true],
    ["13039319956", false],
    ["1303931995", false],
  ])("%s valid: %s", (id, valid) => expect(isNationalId(id)).toBe(valid));
});
