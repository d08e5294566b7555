import { describe, expect, it } from "vitest";
import { bookingDateProblems } from "../../../src/domain/booking-dates.js";
import { isIsoDate, localDate } from "../../../src/domain/iso-date.js";

describe("isIsoDate", () => {
  it.each([
    ["2026-01-15", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-15", false],
    ["2026-01-15T10:00:00Z", false],
    ["15.01.2026", false],
  ])("%s -> %s", (value, valid) => expect(isIsoDate(value)).toBe(valid));
});

describe("localDate", () => {
  it.each([
    ["2026-01-15T22:59:59Z", "2026-01-15"],
    ["2026-01-15T23:00:00Z", "2026-01-16"],
    ["2026-07-15T21:59:59Z", "2026-07-15"],
    ["2026-07-15T22:00:00Z", "2026-07-16"],
  ])("%s in Oslo is %s", (instant, date) => expect(localDate(new Date(instant), "Europe/Oslo")).toBe(date));
});

describe("bookingDateProblems (interface 4.6)", () => {
  const today = "2026-01-15";
  it.each([
    ["2026-01-14", "2026-01-14", []],
    ["2026-01-15", "2026-01-15", []],
    ["2026-01-10", "2026-01-12", []],
    ["2026-01-16", "2026-01-16", ["bookingDate", "valueDate"]],
    ["2026-01-14", "2026-01-16", ["valueDate"]],
    ["2026-01-13", "2026-01-12", ["bookingDate"]],
    ["2026-01-17", "2026-01-16", ["bookingDate", "valueDate", "bookingDate"]],
    [undefined, "2026-01-20", ["valueDate"]],
    ["2026-01-20", undefined, ["bookingDate"]],
  ] as const)("booking %s, value %s -> %j", (booking, value, fields) => {
    expect(bookingDateProblems(booking, value, today).map((p) => p.field)).toEqual(fields);
  });

  it("names the value date as the caller calls it", () => {
    const [problem] = bookingDateProblems("2026-01-14", "2026-01-13", today, "transactionDate");
    expect(problem?.text).toContain("transactionDate 2026-01-13");
  });
});
