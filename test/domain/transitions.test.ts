import { describe, expect, it } from "vitest";
import {
  NEW,
  type PaymentEvent,
  type TransactionStatus,
  transition,
  transitions,
} from "../../src/domain/transitions.js";

describe("payment status transitions", () => {
  it.each<[TransactionStatus | typeof NEW, PaymentEvent, TransactionStatus]>([
    [NEW, "created", "RCVD"],
    ["RCVD", "sca-finalised", "ACTC"],
    ["RCVD", "sca-finalised-future-dated", "PDNG"],
    ["RCVD", "sca-failed", "RJCT"],
    ["RCVD", "sca-expired", "RJCT"],
    ["RCVD", "deleted", "CANC"],
    ["ACTC", "cancellation-finalised", "CANC"],
    ["ACCP", "cancellation-finalised", "CANC"],
    ["ACWC", "cancellation-finalised", "CANC"],
    ["ACWP", "cancellation-finalised", "CANC"],
    ["PDNG", "due", "ACTC"],
    ["ACTC", "batch", "ACSP"],
    ["PDNG", "batch", "ACSP"],
    ["ACSP", "settled", "ACSC"],
    ["ACSP", "settlement-rejected", "RJCT"],
    ["ACSP", "settled-partially", "PART"],
    ["ACTC", "schedule-ended", "ACSC"],
  ])("%s --%s--> %s", (from, event, to) => expect(transition(from, event)).toBe(to));

  it.each<[TransactionStatus | typeof NEW, PaymentEvent]>([
    ["PDNG", "deleted"],
    ["PDNG", "cancellation-finalised"],
    ["ACTC", "deleted"],
    ["CANC", "deleted"],
    ["ACSC", "cancellation-finalised"],
    ["RJCT", "sca-finalised"],
    ["RCVD", "created"],
    ["RCVD", "batch"],
    ["ACSC", "settled"],
    [NEW, "sca-finalised"],
    ["PDNG", "schedule-ended"],
    ["ACSP", "batch"],
    ["RJCT", "due"],
  ])("throws on %s --%s-->", (from, event) =>
    expect(() => transition(from, event)).toThrow(`no payment status transition from ${from} on ${event}`),
  );

  it("holds one move per (from, event)", () => {
    const keys = transitions.map((t) => `${t.from} ${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never leaves a final status", () => {
    const final = ["ACSC", "RJCT", "CANC", "PART"];
    expect(transitions.filter((t) => final.includes(t.from))).toEqual([]);
  });

  it("has no cycle, so a payment's status history stays short: at most 5 moves, however long it lives", () => {
    const longest = (from: TransactionStatus | typeof NEW, path: readonly string[]): number => {
      expect(path, `a cycle through ${from}`).not.toContain(from);
      const next = transitions.filter((t) => t.from === from);
      return Math.max(0, ...next.map((t) => 1 + longest(t.to, [...path, from])));
    };
    expect(longest(NEW, [])).toBe(5);
  });
});
