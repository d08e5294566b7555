import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import { openJournalStore } from "../../src/store/journal-store.js";
import { StoreMemory } from "../../src/store/memory.js";
import { OpenText } from "../../src/store/open-text.js";
import { SnapshotFile } from "../../src/store/snapshot.js";
import { authorisation, recordingLogger, tempDir } from "./helpers.js";

const open = (file: string, compactAfterEntries = 1000) =>
  openJournalStore({
    model,
    file,
    logger: recordingLogger(),
    compactAfterEntries,
    initial: () => emptyData(1),
  });

/** Waits (a turn at a time) until the journal has been folded into the data file. */
async function folded(store: Awaited<ReturnType<typeof open>>): Promise<void> {
  for (let turns = 0; store.health().journalEntries > 0 && turns < 500; turns++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(store.health().journalEntries).toBe(0);
}

describe("open records of a compactly kept collection (kept as text, or where the data file holds them)", () => {
  it("read back whole and listed by active() after a restart, through a fold while running, and after another restart", async () => {
    const file = join(await tempDir(), "store.json");
    const openOnes = ["o1", "o2", "o3"].map((id) => authorisation(id, "received"));
    const first = await open(file);
    for (const record of [...openOnes, authorisation("done", "finalised")])
      first.put("authorisations", record);
    expect(first.active("authorisations")).toEqual(openOnes);
    await first.close();

    // Restarted: the open ones are read where the data file holds them.
    const second = await open(file, 1);
    expect(second.get("authorisations", "o2")).toEqual(openOnes[1]);
    expect(second.active("authorisations")).toEqual(openOnes);
    const moved = { ...authorisation("o3", "psuAuthenticated") };
    second.put("authorisations", moved);
    // Enough changes for a fold while running: the open records are copied into the new file and
    // memory is pointed at the copies.
    for (let n = 0; n < 10; n++) second.put("authorisations", authorisation(`f${n}`, "failed"));
    await second.sync();
    await folded(second);
    expect(second.get("authorisations", "o1")).toEqual(openOnes[0]);
    expect(second.get("authorisations", "o3")).toEqual(moved);
    expect(second.active("authorisations")).toEqual([openOnes[0], openOnes[1], moved]);
    await second.close();

    const third = await open(file);
    expect(third.active("authorisations")).toEqual([openOnes[0], openOnes[1], moved]);
    expect(third.values("authorisations")).toHaveLength(14);
    expect(third.dump().authorisations.o2).toEqual(openOnes[1]);
    await third.close();
  });

  it("are kept in memory as their JSON text, not as the object: made whole on each read", () => {
    const memory = new StoreMemory(model);
    const record = authorisation("o1", "received");
    memory.apply({ op: "put", c: "authorisations", id: "o1", v: record });
    const kept = memory.table("authorisations").live.get("o1");
    expect(kept).not.toHaveProperty("authorisationId");
    expect(memory.json(kept)).toBe(JSON.stringify(record));
    expect(memory.whole(kept)).toEqual(record);
  });

  it("cost no entry of the live map once the data file holds them: a start and a fold leave them in the table's disk index", async () => {
    const file = join(await tempDir(), "store.json");
    const openOnes = ["o1", "o2"].map((id) => authorisation(id, "received"));
    const first = await open(file);
    for (const record of [...openOnes, authorisation("done", "finalised")])
      first.put("authorisations", record);
    await first.close();

    const adapter = new SnapshotFile(file, model, () => 0);
    const started = await adapter.read();
    if (started === null) throw new Error("no data file");
    adapter.attach(started);
    const table = started.table("authorisations");
    expect(table.live.size).toBe(0);
    expect(table.size).toBe(3);
    expect(table.get("o1")).toBeInstanceOf(OpenText);
    expect(started.whole(table.get("o1"))).toEqual(openOnes[0]);

    // One written since the start, in the live map as its text until a fold puts it in the file.
    const later = authorisation("o3", "received");
    started.apply({ op: "put", c: "authorisations", id: "o3", v: later });
    expect(table.live.size).toBe(1);
    await adapter.write(started);
    expect(started.table("authorisations").live.size).toBe(0);
    expect(started.whole(started.table("authorisations").get("o3"))).toEqual(later);
    expect([...started.table("authorisations").openInFile()].map((t) => started.whole(t))).toEqual([
      ...openOnes,
      later,
    ]);
    adapter.release();
  });

  it("too long for the disk index (over 64 KiB of text): kept as where the file holds it, through a start, a fold and another start", async () => {
    const file = join(await tempDir(), "store.json");
    const long = { ...authorisation("long", "received"), filler: "x".repeat(70_000) };
    const first = await open(file);
    first.put("authorisations", long);
    first.put("authorisations", authorisation("short", "received"));
    await first.close();

    const second = await open(file, 1);
    expect(second.get("authorisations", "long")).toEqual(long);
    for (let n = 0; n < 10; n++) second.put("authorisations", authorisation(`f${n}`, "failed"));
    await second.sync();
    await folded(second);
    expect(second.get("authorisations", "long")).toEqual(long);
    expect(second.active("authorisations").map((a) => a.authorisationId)).toEqual(["short", "long"]);
    await second.close();

    const third = await open(file);
    expect(third.get("authorisations", "long")).toEqual(long);
    await third.close();
  });
});
