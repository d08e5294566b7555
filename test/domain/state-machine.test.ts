import { describe, expect, it } from "vitest";
import { NEW, stateMachine } from "../../src/domain/state-machine.js";

const door = stateMachine("door", [
  { from: NEW, event: "built", to: "shut" },
  { from: "shut", event: "opened", to: "open" },
  { from: "open", event: "closed", to: "shut" },
  { from: "shut", event: "bricked", to: "walled" },
] as const);

describe("a status table's rules", () => {
  it.each([
    [NEW, "built", "shut"],
    ["shut", "opened", "open"],
    ["open", "closed", "shut"],
    ["open", "bricked", undefined],
    ["walled", "opened", undefined],
  ] as const)("from %s on %s: %s", (from, event, to) => {
    expect(door.allowed(from, event)).toBe(to);
  });

  it("throws on a move the table lacks, naming the table, the status and the event", () => {
    expect(() => door.transition("walled", "opened")).toThrow(
      "no door status transition from walled on opened",
    );
  });

  it.each([
    ["walled", true],
    ["shut", false],
    ["open", false],
  ] as const)("%s is final: %s", (status, final) => {
    expect(door.isFinal(status)).toBe(final);
  });
});
