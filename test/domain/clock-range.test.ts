import { describe, expect, it } from "vitest";
import { clockRangeProblem, isInClockRange, startOffset } from "../../src/domain/clock-range.js";

describe("isInClockRange", () => {
  it.each([
    ["2000-01-01T00:00:00.000Z", true],
    ["2026-03-02T10:00:00.000Z", true],
    ["2100-12-31T23:59:59.999Z", true],
    ["1999-12-31T23:59:59.999Z", false],
    ["2101-01-01T00:00:00.000Z", false],
    ["0001-01-01T00:00:00.000Z", false],
    ["invalid", false],
  ])("%s -> %s", (at, inRange) => {
    expect(isInClockRange(new Date(at))).toBe(inRange);
  });
});

describe("clockRangeProblem", () => {
  it.each([
    ["now", "2026-03-02T10:00:00Z", undefined],
    [
      "now",
      "0001-01-01T00:00:00Z",
      "now would put the sandbox clock to 0001-01-01T00:00:00.000Z; it must stay in its range, 2000-01-01T00:00:00Z to 2100-12-31T23:59:59Z",
    ],
    [
      "advance",
      "not a date",
      "advance would put the sandbox clock beyond any date; it must stay in its range, 2000-01-01T00:00:00Z to 2100-12-31T23:59:59Z",
    ],
  ])("%s %s -> %s", (field, at, problem) => {
    expect(clockRangeProblem(field, new Date(at))).toBe(problem);
  });
});

describe("startOffset", () => {
  const real = Date.parse("2026-03-02T10:00:00Z");
  const yearOne = Date.parse("0001-01-01T00:00:00Z") - real;
  it.each([
    [0, { offsetMs: 0, repaired: false }],
    [-86_400_000, { offsetMs: -86_400_000, repaired: false }],
    [
      Date.parse("2100-12-31T23:00:00Z") - real,
      { offsetMs: Date.parse("2100-12-31T23:00:00Z") - real, repaired: false },
    ],
    [yearOne, { offsetMs: 0, repaired: true }],
    [Date.parse("2101-01-01T00:00:00Z") - real, { offsetMs: 0, repaired: true }],
    [Number.NaN, { offsetMs: 0, repaired: true }],
    [Number.POSITIVE_INFINITY, { offsetMs: 0, repaired: true }],
    ["12", { offsetMs: 0, repaired: true }],
    [undefined, { offsetMs: 0, repaired: true }],
  ])("stored %s -> %j", (stored, expected) => {
    expect(startOffset(stored, real)).toEqual(expected);
  });
});
