import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Store } from "../../src/store/store.js";
import { authorisation, memoryStore, openJournal, tempDir } from "./helpers.js";

const open = async (file: string) => (await openJournal(file, { compactAfterEntries: 100_000 })).store;

/** Every id `idsFrom` gives, page after page of `count` (the last, of the records in memory, whole). */
function walk(store: Store, count: number): string[] {
  const seen: string[] = [];
  for (let from: number | undefined = 0; from !== undefined; ) {
    const page = store.idsFrom("authorisations", from, count);
    if (page.next !== undefined) expect(page.ids.length).toBeLessThanOrEqual(count);
    seen.push(...page.ids);
    from = page.next;
  }
  return seen;
}

/** A journal store whose data file holds `onDisk` final authorisations (1 in 3 removed since), with `live` more in memory. */
async function storeWith(onDisk: number, live: number): Promise<Store> {
  const file = join(await tempDir(), "store.json");
  const first = await open(file);
  for (let i = 0; i < onDisk; i++) first.put("authorisations", authorisation(`d${i}`, "failed"));
  await first.close();
  const store = await open(file);
  for (let i = 0; i < onDisk; i += 3) store.remove("authorisations", `d${i}`);
  for (let i = 0; i < live; i++)
    store.put("authorisations", authorisation(`l${i}`, i % 2 ? "failed" : "received"));
  return store;
}

describe("store.idsFrom: a collection's ids a page at a time", () => {
  it.each([
    { onDisk: 0, live: 0, count: 5 },
    { onDisk: 0, live: 7, count: 3 },
    { onDisk: 10, live: 0, count: 1 },
    { onDisk: 10, live: 4, count: 3 },
    { onDisk: 10, live: 4, count: 7 },
    { onDisk: 30, live: 5, count: 1000 },
  ])(
    "$onDisk in the data file, $live in memory, pages of $count: every id once, as ids() lists them",
    async ({ onDisk, live, count }) => {
      const store = await storeWith(onDisk, live);
      const seen = walk(store, count);
      expect(seen).toEqual(store.ids("authorisations"));
      expect(new Set(seen).size).toBe(seen.length);
      await store.close();
    },
  );

  it("works the same on a store in memory", () => {
    const store = memoryStore();
    for (const id of ["a", "b", "c", "d"]) store.put("authorisations", authorisation(id, "failed"));
    expect(walk(store, 3)).toEqual(["a", "b", "c", "d"]);
  });

  it("skips nothing when ids are removed between two pages (a sweep removes what it reads)", async () => {
    const store = await storeWith(9, 3);
    const first = store.idsFrom("authorisations", 0, 4);
    for (const id of first.ids) store.remove("authorisations", id);
    store.remove("authorisations", "l0");
    const rest: string[] = [];
    for (let from = first.next; from !== undefined; ) {
      const page = store.idsFrom("authorisations", from, 4);
      rest.push(...page.ids);
      from = page.next;
    }
    expect([...first.ids, ...rest].sort()).toEqual(["d1", "d2", "d4", "d5", "d7", "d8", "l1", "l2"].sort());
    await store.close();
  });
});
