import { describe, expect, it } from "vitest";
import { addDuration, parseDuration } from "../../src/domain/duration.js";

const at = new Date("2026-01-31T10:00:00Z");

describe("ISO 8601 durations for the sandbox clock", () => {
  it.each([
    ["P3D", "2026-02-03T10:00:00.000Z"],
    ["PT2H", "2026-01-31T12:00:00.000Z"],
    ["PT90M", "2026-01-31T11:30:00.000Z"],
    ["PT1.5S", "2026-01-31T10:00:01.500Z"],
    ["P1W", "2026-02-07T10:00:00.000Z"],
    ["P1M", "2026-02-28T10:00:00.000Z"],
    ["P1Y", "2027-01-31T10:00:00.000Z"],
    ["P1DT1H", "2026-02-01T11:00:00.000Z"],
  ])("%s from 2026-01-31T10:00Z is %s", (text, expected) => {
    const duration = parseDuration(text);
    expect(duration).toBeDefined();
    expect(addDuration(at, duration ?? { years: 0, months: 0, ms: 0 }).toISOString()).toBe(expected);
  });

  it.each(["", "P", "PT", "3D", "P-1D", "P1DT", "p1d", "P1.5D", "1 day"])("rejects %j", (text) =>
    expect(parseDuration(text)).toBeUndefined(),
  );
});
