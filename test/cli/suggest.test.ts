import { describe, expect, it } from "vitest";
import { closest, editDistance } from "../../src/cli/suggest.js";

describe("editDistance", () => {
  it.each([
    ["approve", "approve", 0],
    ["aprove", "approve", 1],
    ["--prot", "--port", 1],
    ["reqest", "request", 1],
    ["batch", "clock", 4],
    ["", "abc", 3],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe("closest", () => {
  const verbs = ["certs", "request", "openapi", "approve", "batch", "clock", "help"];
  it.each([
    ["aprove", verbs, "approve"],
    ["reqest", verbs, "request"],
    ["REQUEST", verbs, "request"],
    ["bach", verbs, "batch"],
    ["appr", verbs, "approve"],
    ["frobnicate", verbs, undefined],
    ["x", verbs, undefined],
    ["GTE", ["GET", "POST", "PUT"], "GET"],
    ["--prot", ["--port", "--host", "--data"], "--port"],
    ["--memroy", ["--memory", "--seed"], "--memory"],
  ])("%s → %s", (given, candidates, expected) => {
    expect(closest(given, candidates)).toBe(expected);
  });
});
