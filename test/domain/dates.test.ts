import { describe, expect, it } from "vitest";
import { dateIn, isIsoDate, isoDateProblem } from "../../src/domain/dates.js";

describe("isoDateProblem", () => {
  it.each(["2026-01-31", "2024-02-29", "2000-02-29", "2026-12-31"])("accepts %s", (date) =>
    expect(isoDateProblem(date)).toBeUndefined(),
  );
  it.each([
    ["2026-02-29", "not a date on the calendar"],
    ["1900-02-29", "not a date on the calendar"],
    ["2026-04-31", "not a date on the calendar"],
    ["2026-13-01", "not a date on the calendar"],
    ["2026-00-10", "not a date on the calendar"],
    ["2026-1-5", "YYYY-MM-DD"],
    ["2026-01-05T00:00:00Z", "YYYY-MM-DD"],
    ["05.01.2026", "YYYY-MM-DD"],
  ])("rejects %s", (date, problem) => expect(isoDateProblem(date)).toContain(problem));
});

describe("dateIn", () => {
  it.each([
    ["2026-01-05T22:59:59Z", "2026-01-05"],
    ["2026-01-05T23:00:00Z", "2026-01-06"],
    ["2026-07-05T21:59:59Z", "2026-07-05"],
    ["2026-07-05T22:00:00Z", "2026-07-06"],
  ])("Oslo's date at %s is %s", (instant, date) =>
    expect(dateIn(new Date(instant), "Europe/Oslo")).toBe(date),
  );

  // Asked in this order, each right after the other: a remembered answer must not outlive its date.
  it.each([
    ["Asia/Kathmandu", "2026-03-01T18:14:59Z", "2026-03-01"],
    ["Asia/Kathmandu", "2026-03-01T18:15:00Z", "2026-03-02"],
    ["Australia/Adelaide", "2026-03-01T13:29:59Z", "2026-03-01"],
    ["Australia/Adelaide", "2026-03-01T13:30:00Z", "2026-03-02"],
    // Before 1895 Oslo kept local mean time, +00:53:28: midnight fell inside a UTC quarter hour.
    ["Europe/Oslo", "1890-03-01T23:06:31Z", "1890-03-01"],
    ["Europe/Oslo", "1890-03-01T23:06:32Z", "1890-03-02"],
  ])("in %s at %s the date is %s", (zone, instant, date) =>
    expect(dateIn(new Date(instant), zone)).toBe(date),
  );
});

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

describe("dateIn, as the sandbox API's today", () => {
  it.each([
    ["2026-01-15T22:59:59Z", "2026-01-15"],
    ["2026-01-15T23:00:00Z", "2026-01-16"],
    ["2026-07-15T21:59:59Z", "2026-07-15"],
    ["2026-07-15T22:00:00Z", "2026-07-16"],
  ])("%s in Oslo is %s", (instant, date) => expect(dateIn(new Date(instant), "Europe/Oslo")).toBe(date));
});
