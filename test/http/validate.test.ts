import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../src/errors.js";
import { NationalId, nonBlankText } from "../../src/http/fields.js";
import { jsonPath, parseWith } from "../../src/http/validate.js";

const Schema = z
  .object({
    name: z.string().max(5),
    items: z.array(z.object({ amount: z.string().min(1) }).strict()).max(2),
    kind: z.enum(["A", "B"]).optional(),
  })
  .strict();

function violations(value: unknown) {
  try {
    parseWith(Schema, value);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, list: error.violations };
    throw error;
  }
  return undefined;
}

describe("parseWith", () => {
  it.each([
    [{ items: [] }, "name", "name is required"],
    [{ name: 5, items: [] }, "name", "name must be a string"],
    [{ name: "toolong", items: [] }, "name", "name must be at most 5 characters"],
    [{ name: "a", items: [{ amount: "" }] }, "items[0].amount", "items[0].amount must not be empty"],
    [{ name: "a", items: [{ amount: "1", extra: 1 }] }, "items[0].extra", "unknown field extra"],
    [{ name: "a", items: [{ amount: "1" }, { amount: "1" }, { amount: "1" }] }, "items", "at most 2 items"],
    [{ name: "a", items: [], kind: "C" }, "kind", "kind must be one of A, B"],
    [[], "(body)", "the body must be an object"],
  ])("%j -> %s: %s", (value, path, text) => {
    const found = violations(value);
    expect(found?.code).toBe("FORMAT_ERROR");
    expect(found?.list[0]?.path).toBe(path);
    expect(found?.list[0]?.text).toContain(text);
  });

  it("reports every violation in one error", () => {
    expect(violations({ name: 5, items: "x", other: true })?.list).toHaveLength(3);
  });

  it("builds JSON paths with indexes", () =>
    expect(jsonPath(["payments", 3, "creditorAccount", "bban"])).toBe("payments[3].creditorAccount.bban"));
});

describe("requirements of the field vocabulary", () => {
  const Person = z.object({ customerNumber: NationalId, name: nonBlankText(10) }).strict();

  it("puts the field's path in front of a requirement, and only there", () => {
    try {
      parseWith(Person, { customerNumber: "123", name: "  " });
      expect.unreachable("the body is invalid");
    } catch (error) {
      expect((error as ApiError).violations.map((v) => v.text)).toEqual([
        expect.stringMatching(/^customerNumber must be an 11-digit Norwegian national identity number/),
        "name must not be blank",
      ]);
    }
  });
});
