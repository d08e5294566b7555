import { describe, expect, it } from "vitest";
import { eachIdInSlices, SCAN_SLICE } from "../../src/store/scan.js";
import { authorisation, memoryStore } from "./helpers.js";

describe("eachIdInSlices", () => {
  it.each([0, 1, SCAN_SLICE, 2 * SCAN_SLICE + 7])(
    "visits each of %i ids once, yielding between slices",
    async (n) => {
      const store = memoryStore();
      for (let i = 0; i < n; i++) store.put("authorisations", authorisation(`a${i}`, "failed"));
      const seen: string[] = [];
      // Queued before the walk: it runs only once the walk yields to the event loop.
      let served = false;
      setImmediate(() => {
        served = true;
      });
      let servedBeforeLast = false;
      await eachIdInSlices(store, "authorisations", (id) => {
        seen.push(id);
        if (seen.length === n) servedBeforeLast = served;
      });
      expect(seen).toEqual(store.ids("authorisations"));
      expect(servedBeforeLast).toBe(n > SCAN_SLICE);
    },
  );

  it('ends the walk when `each` answers "stop"', async () => {
    const store = memoryStore();
    for (let i = 0; i < 20; i++) store.put("authorisations", authorisation(`a${i}`, "failed"));
    const seen: string[] = [];
    await eachIdInSlices(store, "authorisations", (id) => (seen.push(id) === 5 ? "stop" : undefined));
    expect(seen).toEqual(["a0", "a1", "a2", "a3", "a4"]);
  });
});
