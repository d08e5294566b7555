import { describe, expect, it } from "vitest";
import { bookingDateProblems } from "../../../src/domain/booking-dates.js";

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
