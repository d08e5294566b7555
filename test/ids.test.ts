import { describe, expect, it } from "vitest";
import { opaqueId } from "../src/ids.js";

describe("opaqueId", () => {
  it("gives 22 URL-safe characters (128 bits), never the same twice across refills of its pool", () => {
    const ids = Array.from({ length: 2000 }, () => opaqueId()); // the pool holds 256 ids
    // Never a leading "-": `psd2-sandbox approve <id>` would read it as an option.
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("draws fresh randomness on each refill: ids at the same place in two pools differ", () => {
    const first = Array.from({ length: 256 }, () => opaqueId());
    const second = Array.from({ length: 256 }, () => opaqueId());
    expect(first.filter((id, i) => id === second[i])).toEqual([]);
  });
});
