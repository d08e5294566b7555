import { describe, expect, it } from "vitest";
import { dateProblem, type Freshness, parseHttpDate } from "../../src/signing/date.js";

describe("parseHttpDate", () => {
  it.each([
    ["Mon, 02 Mar 2026 10:00:00 GMT", Date.parse("2026-03-02T10:00:00Z")],
    ["Tue, 02 Mar 2026 10:00:00 GMT", undefined], // the wrong weekday
    ["2026-03-02T10:00:00Z", undefined],
    ["Monday, 02-Mar-26 10:00:00 GMT", undefined],
    ["Mon, 02 Mar 2026 10:00:00 +0100", undefined],
    ["", undefined],
  ])("%s -> %s", (value, ms) => {
    expect(parseHttpDate(value)).toBe(ms);
  });
});

describe("dateProblem", () => {
  const realNow = Date.parse("2026-03-02T10:00:00Z");
  const rules: Freshness = { realNow, windowMs: 24 * 3600_000, skewMs: 5 * 60_000 };
  const at = (iso: string) => new Date(iso).toUTCString();
  it.each<[string, string | null, Partial<Freshness>, RegExp | undefined]>([
    ["no Date", null, {}, undefined],
    ["now", at("2026-03-02T10:00:00Z"), {}, undefined],
    ["5 minutes ahead", at("2026-03-02T10:05:00Z"), {}, undefined],
    [
      "5 minutes and a second ahead",
      at("2026-03-02T10:05:01Z"),
      {},
      /more than 5 minutes ahead of real time/,
    ],
    ["23 h 55 min old", at("2026-03-01T10:05:00Z"), {}, undefined],
    ["a second older", at("2026-03-01T10:04:59Z"), {}, /is older than 23 h 55 min/],
    ["a year old", at("2025-03-02T10:00:00Z"), {}, /is older than/],
    ["not an HTTP-date", "2026-03-02T10:00:00Z", {}, /is not an HTTP-date/],
  ])("%s", (_what, value, extra, problem) => {
    const found = dateProblem(value, { ...rules, ...extra });
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });
});
