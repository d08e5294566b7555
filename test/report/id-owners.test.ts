import { describe, expect, it } from "vitest";
import { IdOwners } from "../../src/report/id-owners.js";

const a = { tpp: "PSDNO-FSA-1", run: "" };
const b = { tpp: "PSDNO-FSA-2", run: "r1" };

describe("IdOwners (the tally's id → owner map, in typed arrays)", () => {
  it.each([
    ["a payment id", "qjRUuSuyKZ9IWR0FAhjv-w"],
    ["a UUID", "d9465e66-51c4-46ad-957c-3b54df48fc7e"],
    ["an empty id", ""],
    ["latin-1 characters", "æøå-ÆØÅ"],
    ["a character above U+00FF (kept in a Map)", "id-€"],
    ["an id of 256 characters (kept in a Map)", "x".repeat(256)],
  ])("answers what was set for %s, and the owner set last", (_, id) => {
    const owners = new IdOwners<typeof a>();
    expect(owners.get(id)).toBeUndefined();
    expect(owners.has(id)).toBe(false);
    owners.set(id, a);
    expect(owners.get(id)).toBe(a);
    expect(owners.has(id)).toBe(true);
    owners.set(id, b);
    expect(owners.get(id)).toBe(b);
    expect(owners.size).toBe(1);
    expect([...owners]).toEqual([[id, b]]);
  });

  it("tells apart ids of one length and one hash bucket, through growth, and forgets all on clear()", () => {
    const owners = new IdOwners<typeof a>();
    const ids = Array.from({ length: 5000 }, (_, i) => `p${String(i).padStart(6, "0")}`);
    for (const [i, id] of ids.entries()) owners.set(id, i % 2 === 0 ? a : b);
    owners.set("id-€", a);
    expect(owners.size).toBe(5001);
    expect(ids.map((id) => owners.get(id))).toEqual(ids.map((_, i) => (i % 2 === 0 ? a : b)));
    expect(owners.get("p005000")).toBeUndefined();
    expect([...owners.keys()]).toEqual([...ids, "id-€"]);
    expect(new Set(owners.values())).toEqual(new Set([a, b]));
    const seen: string[] = [];
    owners.forEach((_, id) => {
      seen.push(id);
    });
    expect(seen).toHaveLength(5001);
    owners.clear();
    expect(owners.size).toBe(0);
    expect(owners.get(ids[0] as string)).toBeUndefined();
    expect(owners.get("id-€")).toBeUndefined();
    owners.set("again", b);
    expect([...owners.entries()]).toEqual([["again", b]]);
  });
});
