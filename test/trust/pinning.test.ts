import { describe, expect, it } from "vitest";
import type { TppRecord, TrustMode } from "../../src/trust/model.js";
import { sight } from "../../src/trust/pinning.js";

const T0 = new Date("2026-03-02T10:00:00.000Z");
const known: TppRecord = {
  organisationId: "ORG",
  name: "Org AS",
  roles: ["PSP_PI"],
  keyFingerprint: "aa",
  firstSeen: "2026-03-01T10:00:00.000Z",
  lastSeen: T0.toISOString(),
};
const seen = { organisationId: "ORG", name: "Org AS", roles: ["PSP_PI"], keyFingerprint: "aa" };
const later = (ms: number) => new Date(T0.getTime() + ms);

describe("sight (the TPP registry's answer to a verified certificate)", () => {
  const cases: [string, TrustMode, TppRecord | undefined, typeof seen, Date, string][] = [
    ["a new TPP is recorded", "pinned", undefined, seen, T0, "store"],
    ["the same key within a minute writes nothing", "pinned", known, seen, later(59_999), "nothing"],
    ["the same key a minute later updates lastSeen", "pinned", known, seen, later(60_000), "store"],
    [
      "a renewed name or roles with the same key is stored",
      "pinned",
      known,
      { ...seen, roles: [] },
      T0,
      "store",
    ],
    [
      "another key in mode pinned is refused",
      "pinned",
      known,
      { ...seen, keyFingerprint: "bb" },
      T0,
      "refuse",
    ],
    ["another key in mode any is recorded", "any", known, { ...seen, keyFingerprint: "bb" }, T0, "store"],
    ["another key in mode ca is recorded", "ca", known, { ...seen, keyFingerprint: "bb" }, T0, "store"],
  ];
  it.each(cases)("%s", (_name, mode, record, tpp, now, outcome) => {
    const result = sight(mode, record, tpp, now);
    const got = !result.ok ? "refuse" : result.record === undefined ? "nothing" : "store";
    expect(got).toBe(outcome);
    if (result.ok && result.record) {
      expect(result.record).toMatchObject({
        keyFingerprint: tpp.keyFingerprint,
        lastSeen: now.toISOString(),
      });
      expect(result.record.firstSeen).toBe(record?.firstSeen ?? now.toISOString());
    }
  });
});
