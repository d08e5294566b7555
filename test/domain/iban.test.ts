import { describe, expect, it } from "vitest";
import { bbanOfIban, ibanFromBban, ibanProblem } from "../../src/domain/iban.js";

describe("ibanProblem", () => {
  it.each([
    ["NO9386011117947", undefined],
    ["DE89370400440532013000", undefined],
    ["GB29NWBK60161331926819", undefined],
    ["FR1420041010050500013M02606", undefined],
    ["SE4550000000058398257466", undefined],
    ["MT84MALT011000012345MTLCAST001S", undefined],
    ["NL91ABNA0417164300", undefined],
    ["NO9386011117948", "check digits"],
    ["DE88370400440532013000", "check digits"],
    ["GB29NWBK6016133192681", "has 22 characters"],
    ["NO938601111794", "has 15 characters"],
    ["US12345678901234", "not in the ISO 13616 registry"],
    ["no9386011117947", "upper case"],
    ["NO93 8601 1117 947", "no spaces"],
  ])("%s -> %s", (iban, problem) => {
    const found = ibanProblem(iban);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});

describe("ibanFromBban", () => {
  it.each([
    ["86011117947", "NO9386011117947"],
    ["97102856485", undefined],
  ])("NO + %s makes a valid IBAN", (bban, expected) => {
    const iban = ibanFromBban("NO", bban);
    if (expected) expect(iban).toBe(expected);
    expect(ibanProblem(iban)).toBeUndefined();
    expect(bbanOfIban(iban)).toBe(bban);
  });
});
