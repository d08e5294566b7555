import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import type { AuthorisationRecord } from "../../src/sca/model.js";
import { openJournalStore } from "../../src/store/journal-store.js";
import { authorisation, memoryStore, recordingLogger, tempDir } from "./helpers.js";

const byId = (list: AuthorisationRecord[]) =>
  [...list].sort((a, b) => a.authorisationId.localeCompare(b.authorisationId));

describe("records in a final state", () => {
  it("read back whole, equal to what was put, each read a fresh object", () => {
    const store = memoryStore();
    const done = authorisation("a1", "finalised");
    store.put("authorisations", done);
    expect(store.get("authorisations", "a1")).toEqual(done);
    expect(store.get("authorisations", "a1")).not.toBe(store.get("authorisations", "a1"));
    expect(store.values("authorisations")).toEqual([done]);
  });

  it("are left out of active(), which the batch reads, and come back when put in a state that moves", () => {
    const store = memoryStore();
    store.put("authorisations", authorisation("open", "received"));
    store.put("authorisations", authorisation("done", "failed"));
    expect(store.active("authorisations").map((a) => a.authorisationId)).toEqual(["open"]);
    store.put("authorisations", authorisation("open", "finalised"));
    expect(store.active("authorisations")).toEqual([]);
    expect(store.values("authorisations")).toHaveLength(2);
  });

  it("survive a fold and a restart unchanged", async () => {
    const file = join(await tempDir(), "store.json");
    const open = () =>
      openJournalStore({
        model,
        file,
        logger: recordingLogger(),
        compactAfterEntries: 1000,
        initial: () => emptyData(1),
      });
    const store = await open();
    const records = [authorisation("a1", "finalised"), authorisation("a2", "received")];
    for (const r of records) store.put("authorisations", r);
    await store.close();
    expect(JSON.parse(await readFile(file, "utf8")).authorisations).toEqual({
      a1: records[0],
      a2: records[1],
    });
    const again = await open();
    expect(again.values("authorisations")).toEqual(records);
    expect(again.active("authorisations")).toEqual([records[1]]);
    await again.close();
  });

  it("are read from the data file after a fold, through fold after fold, and a restart", async () => {
    const file = join(await tempDir(), "store.json");
    const open = () =>
      openJournalStore({
        model,
        file,
        logger: recordingLogger(),
        compactAfterEntries: 5,
        initial: () => emptyData(1),
      });
    const store = await open();
    const records = Array.from({ length: 40 }, (_, i) =>
      authorisation(`a${i}`, i % 4 === 0 ? "received" : "failed"),
    );
    for (const r of records) {
      store.put("authorisations", r);
      await store.sync();
    }
    // Folds happen once the journal holds more entries than the store has records (amortised O(1)).
    while (store.health().journalEntries >= 40) await new Promise((resolve) => setTimeout(resolve, 5));
    // The records the data file holds are listed first, then the ones still in memory.
    expect(byId(store.values("authorisations"))).toEqual(byId(records));
    store.put("authorisations", { ...authorisation("a0", "finalised") });
    await store.close();
    const again = await open();
    expect(again.get("authorisations", "a0")?.scaStatus).toBe("finalised");
    expect(byId(again.values("authorisations").filter((a) => a.authorisationId !== "a0"))).toEqual(
      byId(records.slice(1)),
    );
    await again.close();
  });
});
