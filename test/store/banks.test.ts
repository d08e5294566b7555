import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Store } from "../../src/store/store.js";
import { account, authorisation, openJournal, tempDir } from "./helpers.js";

const A = "PSDNO-FSA-1";
const B = "PSDNO-FSA-2";

/**
 * A record's key is its collection, its bank and its id: the same id in two banks is two records,
 * through the journal, a fold (the data file's `tppBanks`), its index and a read of every line.
 */
const cases: [string, (store: Store) => void][] = [
  ["no TPP bank", (s) => s.put("accounts", account("a1"))],
  ["one bank", (s) => s.bank(A).put("accounts", account("a1"))],
  [
    "the same id in the store's own bank and two TPP banks, with other fields",
    (s) => {
      s.put("accounts", account("a1"));
      s.bank(A).put("accounts", account("a1", { status: "blocked" }));
      s.bank(B).put("accounts", account("a1", { name: "B's" }));
    },
  ],
  [
    "a bank whose only record was removed, and one whose last table holds final records",
    (s) => {
      s.bank(A).put("accounts", account("a1"));
      s.bank(A).remove("accounts", "a1");
      s.bank(B).put("authorisations", authorisation("z1", "finalised"));
    },
  ],
  [
    "a commit spanning two banks and a sandbox-wide collection",
    (s) =>
      s.bank(A).commit([
        { op: "put", c: "accounts", v: account("a9") },
        { op: "put", c: "banks", v: { bankId: A, seededAt: "2026-03-02T10:00:00.000Z", seed: 1 } },
      ]),
  ],
];

const view = (store: Store) => ({
  own: store.dump(),
  [A]: store.bank(A).dump(),
  [B]: store.bank(B).dump(),
});

describe("a TPP's bank in the store's files", () => {
  it.each(cases)(
    "%s: the same data after a restart from the journal, the folded file, and its lines",
    async (_, change) => {
      const file = join(await tempDir(), "store.json");
      let { store } = await openJournal(file);
      change(store);
      const before = view(store);
      await store.sync();

      // The journal names a TPP's bank as `b`, never in a collection's name.
      for (const line of readFileSync(`${file}.journal`, "utf8").split("\n"))
        expect(line).not.toMatch(/"c":"[a-zA-Z]+@/);

      const reopen = async () => {
        await store.close();
        ({ store } = await openJournal(file));
        expect(view(store)).toEqual(before);
      };
      await reopen(); // the journal replayed, then folded at close
      expect(JSON.parse(readFileSync(file, "utf8")).tppBanks ?? {}).toEqual(
        Object.fromEntries(Object.entries(before.own.tppBanks ?? {})),
      );
      await reopen(); // through the index
      rmSync(`${file}.index`);
      await reopen(); // every line read
      await store.close();
    },
  );
});
