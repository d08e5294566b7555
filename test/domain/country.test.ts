import { describe, expect, it } from "vitest";
import { countryCodes, isCountry } from "../../src/domain/country.js";

describe("country list (interface 2.1)", () => {
  it("holds the interface's 249 codes, each two upper-case letters, once", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(["NO", "SE", "DK", "AX", "BQ", "SS", "ZW"])("knows %s", (code) =>
    expect(isCountry(code)).toBe(true),
  );
  it.each(["no", "XK", "UK", "EU", "NOR", ""])("does not know %s", (code) =>
    expect(isCountry(code)).toBe(false),
  );
});
