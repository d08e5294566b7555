import { describe, expect, it } from "vitest";
import {
  executionsBetween,
  nextExecution,
  type ScheduledExecution,
  type StandingOrder,
  scheduleEnded,
} from "../../src/domain/schedule.js";

const dates = (order: StandingOrder, from: string, until: string) =>
  executionsBetween(order, from, until).map((e) => e.date);

describe("standing order execution dates", () => {
  it.each<[string, StandingOrder, string, string, string[]]>([
    [
      "Daily runs once per banking day",
      { startDate: "2026-03-05", frequency: "Daily" },
      "2026-03-05",
      "2026-03-10",
      ["2026-03-05", "2026-03-06", "2026-03-09", "2026-03-10"],
    ],
    [
      "Weekly steps 7 days from the start (Monday)",
      { startDate: "2026-03-02", frequency: "Weekly" },
      "2026-03-01",
      "2026-03-31",
      ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"],
    ],
    [
      "EveryTwoWeeks steps 14 days",
      { startDate: "2026-03-02", frequency: "EveryTwoWeeks" },
      "2026-03-01",
      "2026-04-30",
      ["2026-03-02", "2026-03-16", "2026-03-30", "2026-04-13", "2026-04-27"],
    ],
    [
      "Monthly on the 15th, weekends moved forward",
      { startDate: "2026-03-15", frequency: "Monthly", dayOfExecution: "15" },
      "2026-03-01",
      "2026-08-31",
      ["2026-03-16", "2026-04-15", "2026-05-15", "2026-06-15", "2026-07-15", "2026-08-17"],
    ],
    [
      "Monthly on the 31st falls on the last day of short months",
      { startDate: "2027-01-31", frequency: "Monthly", dayOfExecution: "31" },
      "2027-01-01",
      "2027-06-30",
      ["2027-02-01", "2027-03-01", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30"],
    ],
    [
      "Monthly on the 31st with preceeding",
      {
        startDate: "2027-01-29",
        frequency: "Monthly",
        dayOfExecution: "31",
        executionRule: "preceeding",
      },
      "2027-01-01",
      "2027-04-30",
      ["2027-01-29", "2027-02-26", "2027-03-31", "2027-04-30"],
    ],
    [
      "February 29th in a leap year",
      { startDate: "2028-01-31", frequency: "Monthly", dayOfExecution: "31" },
      "2028-02-01",
      "2028-02-29",
      ["2028-02-29"],
    ],
    [
      "EveryTwoMonths",
      { startDate: "2026-01-10", frequency: "EveryTwoMonths", dayOfExecution: "10" },
      "2026-01-01",
      "2026-12-31",
      ["2026-01-12", "2026-03-10", "2026-05-11", "2026-07-10", "2026-09-10", "2026-11-10"],
    ],
    [
      "Quarterly",
      { startDate: "2026-01-20", frequency: "Quarterly", dayOfExecution: "20" },
      "2026-01-01",
      "2026-12-31",
      ["2026-01-20", "2026-04-20", "2026-07-20", "2026-10-20"],
    ],
    [
      "SemiAnnual",
      { startDate: "2026-06-30", frequency: "SemiAnnual" },
      "2026-01-01",
      "2027-12-31",
      ["2026-06-30", "2026-12-30", "2027-06-30", "2027-12-30"],
    ],
    [
      "Annual on 17 May moves past the holiday",
      { startDate: "2027-05-17", frequency: "Annual" },
      "2027-01-01",
      "2029-12-31",
      ["2027-05-18", "2028-05-18", "2029-05-18"],
    ],
    [
      "MonthlyVariable in the listed months only",
      {
        startDate: "2026-01-05",
        frequency: "MonthlyVariable",
        dayOfExecution: "5",
        monthsOfExecution: [1, 6, 12],
      },
      "2026-01-01",
      "2026-12-31",
      ["2026-01-05", "2026-06-05", "2026-12-07"],
    ],
    [
      "a day of execution before the start day begins next month",
      { startDate: "2026-03-20", frequency: "Monthly", dayOfExecution: "5" },
      "2026-03-01",
      "2026-05-31",
      ["2026-04-07", "2026-05-05"],
    ],
    [
      "Easter 2026 with following: Maundy Thursday moves to Tuesday after Easter",
      { startDate: "2026-01-02", frequency: "Monthly", dayOfExecution: "2" },
      "2026-04-01",
      "2026-04-30",
      ["2026-04-07"],
    ],
    [
      "Easter 2026 with preceeding: Maundy Thursday moves to the Wednesday before",
      { startDate: "2026-01-02", frequency: "Monthly", dayOfExecution: "2", executionRule: "preceeding" },
      "2026-04-01",
      "2026-04-30",
      ["2026-04-01", "2026-04-30"], // 2 May is a Saturday
    ],
    [
      "Easter Monday 2026 with preceeding",
      { startDate: "2026-01-06", frequency: "Monthly", dayOfExecution: "6", executionRule: "preceeding" },
      "2026-04-01",
      "2026-04-30",
      ["2026-04-01"],
    ],
    [
      "endDate stops the schedule",
      { startDate: "2026-03-02", endDate: "2026-03-20", frequency: "Weekly" },
      "2026-03-01",
      "2026-12-31",
      ["2026-03-02", "2026-03-09", "2026-03-16"],
    ],
    [
      "preceeding never moves before the start date",
      { startDate: "2026-03-09", frequency: "Weekly", executionRule: "preceeding" },
      "2026-03-01",
      "2026-03-10",
      ["2026-03-09"],
    ],
  ])("%s", (_name, order, from, until, expected) => expect(dates(order, from, until)).toEqual(expected));

  it("keeps the scheduled date beside the banking day", () => {
    expect(
      executionsBetween({ startDate: "2026-03-15", frequency: "Monthly" }, "2026-03-01", "2026-03-31"),
    ).toEqual([{ scheduledDate: "2026-03-15", date: "2026-03-16" }]);
  });

  it("a monthly order on the 31st runs 12 times in a year (Feb 2027 moved to 1 March)", () => {
    const order: StandingOrder = { startDate: "2026-03-31", frequency: "Monthly" };
    expect(dates(order, "2026-03-01", "2027-03-05")).toHaveLength(12);
  });

  it.each<[StandingOrder, string, boolean]>([
    [{ startDate: "2026-03-02", frequency: "Weekly" }, "2030-01-01", false],
    [{ startDate: "2026-03-02", endDate: "2026-03-20", frequency: "Weekly" }, "2026-03-16", true],
    [{ startDate: "2026-03-02", endDate: "2026-03-20", frequency: "Weekly" }, "2026-03-15", false],
    [{ startDate: "2026-03-15", endDate: "2026-03-15", frequency: "Monthly" }, "2026-03-15", false],
    [{ startDate: "2026-03-15", endDate: "2026-03-15", frequency: "Monthly" }, "2026-03-16", true],
  ])("scheduleEnded(%j, %s) is %s", (order, today, expected) =>
    expect(scheduleEnded(order, today)).toBe(expected),
  );
});

describe("nextExecution", () => {
  it.each<[string, StandingOrder, string, ScheduledExecution | undefined]>([
    [
      "a daily order from a Saturday: Monday",
      { startDate: "2026-03-02", frequency: "Daily" },
      "2026-03-07",
      { scheduledDate: "2026-03-07", date: "2026-03-09" },
    ],
    [
      "a monthly order on the 15th after the 16th: next month",
      { startDate: "2026-03-15", frequency: "Monthly" },
      "2026-03-17",
      { scheduledDate: "2026-04-15", date: "2026-04-15" },
    ],
    [
      "an annual order: a year on",
      { startDate: "2026-03-16", frequency: "Annual" },
      "2026-03-17",
      { scheduledDate: "2027-03-16", date: "2027-03-16" },
    ],
    [
      "past its end date: none",
      { startDate: "2026-03-02", frequency: "Daily", endDate: "2026-03-06" },
      "2026-03-07",
      undefined,
    ],
    [
      "a variable order naming no month: none",
      { startDate: "2026-03-02", frequency: "MonthlyVariable", monthsOfExecution: [] },
      "2026-03-02",
      undefined,
    ],
  ])("%s", (_, order, from, expected) => {
    expect(nextExecution(order, from)).toEqual(expected);
    expect(nextExecution(order, from)).toEqual(executionsBetween(order, from, "2030-12-31")[0]);
  });
});
