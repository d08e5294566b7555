import { describe, expect, it } from "vitest";
import { dateProblem, type Freshness, parseHttpDate } from "../../src/signing/date.js";

describe("parseHttpDate: the three forms of RFC 9110 5.6.7", () => {
  const march2 = Date.parse("2026-03-02T10:00:00Z");
  it.each([
    ["IMF-fixdate", "Mon, 02 Mar 2026 10:00:00 GMT", march2],
    ["rfc850", "Monday, 02-Mar-26 10:00:00 GMT", march2],
    ["asctime, one-digit day", "Mon Mar  2 10:00:00 2026", march2],
    ["asctime, two-digit day", "Mon Mar 02 10:00:00 2026", march2],
    [
      "rfc850 more than 50 years ahead is the past century",
      "Thursday, 02-Mar-95 10:00:00 GMT",
      Date.parse("1995-03-02T10:00:00Z"),
    ],
    ["IMF-fixdate, the wrong weekday", "Tue, 02 Mar 2026 10:00:00 GMT", undefined],
    ["rfc850, the wrong weekday", "Tuesday, 02-Mar-26 10:00:00 GMT", undefined],
    ["rfc850 with a short day name", "Mon, 02-Mar-26 10:00:00 GMT", undefined],
    ["asctime, the wrong weekday", "Tue Mar  2 10:00:00 2026", undefined],
    ["asctime with GMT", "Mon Mar  2 10:00:00 2026 GMT", undefined],
    ["no such day", "Tue, 31 Feb 2026 10:00:00 GMT", undefined],
    ["hour 24", "Mon, 02 Mar 2026 24:00:00 GMT", undefined],
    ["ISO 8601", "2026-03-02T10:00:00Z", undefined],
    ["another zone", "Mon, 02 Mar 2026 10:00:00 +0100", undefined],
    ["lower-case month", "Mon, 02 mar 2026 10:00:00 GMT", undefined],
    ["empty", "", undefined],
  ])("%s: %s", (_what, value, ms) => {
    expect(parseHttpDate(value, march2)).toBe(ms);
  });
});

describe("dateProblem", () => {
  const realNow = Date.parse("2026-03-02T10:00:00Z");
  const rules: Freshness = { realNow, windowMs: 24 * 3600_000, skewMs: 5 * 60_000 };
  const at = (iso: string) => new Date(iso).toUTCString();
  it.each<[string, string | null, RegExp | undefined]>([
    ["no Date", null, undefined],
    ["now", at("2026-03-02T10:00:00Z"), undefined],
    ["now, rfc850", "Monday, 02-Mar-26 10:00:00 GMT", undefined],
    ["now, asctime", "Mon Mar  2 10:00:00 2026", undefined],
    ["5 minutes ahead", at("2026-03-02T10:05:00Z"), undefined],
    ["5 minutes and a second ahead", at("2026-03-02T10:05:01Z"), /more than 5 minutes ahead of real time/],
    ["23 h 55 min old", at("2026-03-01T10:05:00Z"), undefined],
    ["a second older", at("2026-03-01T10:04:59Z"), /is older than 23 h 55 min/],
    ["a year old", at("2025-03-02T10:00:00Z"), /is older than/],
    ["a year old, asctime", "Sun Mar  2 10:00:00 2025", /is older than/],
    ["not an HTTP-date", "2026-03-02T10:00:00Z", /is not an HTTP-date/],
  ])("%s", (_what, value, problem) => {
    const found = dateProblem(value, rules);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });

  it.each<[string, string, number, RegExp | undefined]>([
    [
      "signed before the clock moved",
      at("2026-03-02T09:59:58Z"),
      realNow - 1000,
      /before the bank clock was last moved/,
    ],
    [
      "signed before the move, rfc850",
      "Monday, 02-Mar-26 09:59:58 GMT",
      realNow - 1000,
      /before the bank clock/,
    ],
    ["signed in the second the move ended", at("2026-03-02T09:59:59Z"), realNow - 500, undefined],
    ["signed after the move", at("2026-03-02T10:00:00Z"), realNow - 60_000, undefined],
  ])("%s", (_what, value, movedAt, problem) => {
    const found = dateProblem(value, { ...rules, movedAt });
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });
});
