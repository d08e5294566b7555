import { describe, expect, it } from "vitest";
import {
  addDays,
  adjustToBankingDay,
  bankHolidays,
  easterSunday,
  isBankingDay,
} from "../../src/domain/calendar.js";

describe("Norwegian bank calendar", () => {
  it.each([
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
  ])("Easter Sunday %i is %s", (year, date) => expect(easterSunday(year)).toBe(date));

  it("lists the 2026 bank holidays", () => {
    expect(bankHolidays(2026).map((h) => h.date)).toEqual([
      "2026-01-01",
      "2026-04-02",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-17",
      "2026-05-25",
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-31",
    ]);
  });

  it.each([
    ["2026-03-02", true], // Monday
    ["2026-03-07", false], // Saturday
    ["2026-03-08", false], // Sunday
    ["2026-04-02", false], // Maundy Thursday
    ["2026-04-03", false], // Good Friday
    ["2026-04-05", false], // Easter Sunday
    ["2026-04-06", false], // Easter Monday
    ["2026-04-07", true],
    ["2026-05-17", false], // Sunday and Constitution Day
    ["2027-05-17", false], // Monday, Constitution Day
    ["2026-05-14", false], // Ascension
    ["2026-05-25", false], // Whit Monday
    ["2026-12-24", false],
    ["2026-12-31", false],
    ["2027-01-01", false],
    ["2026-12-23", true],
  ])("%s is a banking day: %s", (date, expected) => expect(isBankingDay(date)).toBe(expected));

  it.each([
    ["2026-04-02", "following", "2026-04-07"],
    ["2026-04-02", "preceeding", "2026-04-01"],
    ["2026-04-05", "following", "2026-04-07"],
    ["2026-04-06", "preceeding", "2026-04-01"],
    ["2026-03-07", "following", "2026-03-09"],
    ["2026-03-07", "preceeding", "2026-03-06"],
    ["2026-12-24", "following", "2026-12-28"],
    ["2026-12-26", "preceeding", "2026-12-23"],
    ["2026-12-31", "following", "2027-01-04"],
    ["2026-03-02", "preceeding", "2026-03-02"],
  ] as const)("%s moved %s is %s", (date, rule, expected) =>
    expect(adjustToBankingDay(date, rule)).toBe(expected),
  );
});

describe("addDays", () => {
  it.each<[string, number, string]>([
    ["2026-03-02", 1, "2026-03-03"],
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2028-02-29", 365, "2029-02-28"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-01", -10, "2026-02-19"],
    ["2100-02-28", 1, "2100-03-01"],
    ["2000-02-28", 1, "2000-02-29"],
    ["2026-03-02", 0, "2026-03-02"],
    ["2026-03-02", 400, "2027-04-06"],
    ["2026-03-02", 4000, "2037-02-12"],
    ["9999-12-30", 1, "9999-12-31"],
  ])("addDays(%s, %i) is %s", (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it("throws on text that is not a date, as a Date would", () => {
    expect(() => addDays("2026-01-00", 1)).toThrow(RangeError);
    expect(() => addDays("tomorrow", 1)).toThrow(RangeError);
  });
});
