import { describe, expect, it } from "vitest";
import { accountNumberProblems, newBban } from "../../../src/domain/account-number.js";
import { isNorwegianBban } from "../../../src/domain/bban.js";
import { ibanFromBban } from "../../../src/domain/iban.js";

describe("accountNumberProblems", () => {
  const iban = ibanFromBban("NO", "97102856485");
  it.each([
    [{ bban: "97102856485" }, true, []],
    [{ iban }, true, []],
    [{ iban, bban: "97102856485" }, true, []],
    [{ bban: "97102856486" }, true, ["bban"]],
    [{ iban: "NO9397102856485" }, true, ["iban"]],
    [{ iban: "DE89370400440532013000" }, true, ["iban"]],
    [{ iban: "DE89370400440532013000" }, false, []],
    [{ iban, bban: "86011117947" }, true, ["bban"]],
    [{ iban: "DE89370400440532013000", bban: "86011117947" }, false, ["bban"]],
  ])("%j (Norwegian only: %s) -> %j", (ref, norwegian, fields) => {
    expect(accountNumberProblems(ref, { norwegian }).map((p) => p.field)).toEqual(fields);
  });
});

describe("newBban", () => {
  it("makes a valid BBAN under the bank code that is not in use", () => {
    const digits = [123457, 123456, 123456, 654321, 654322];
    const random = () => digits.shift() ?? 0;
    const first = newBban("9710", () => false, random);
    expect(isNorwegianBban(first)).toBe(true);
    expect(first).toBe("97101234561");
    const second = newBban("9710", (b) => b === first, random);
    expect(second).toBe("97106543228");
  });
});
