import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import { change } from "../../src/store/change.js";
import { openJournalStore } from "../../src/store/journal-store.js";
import type { Store } from "../../src/store/store.js";
import { account, memoryStore, recordingLogger, tempDir } from "./helpers.js";

const bban = (n: number) => `9710000000${n}`;

/**
 * Steps applied in order, each after the ones before it, on a store whose index was built at the
 * start: after each, every lookup must agree with a plain scan and with what the step expects.
 */
const steps: [string, (store: Store) => void, Record<string, string | undefined>][] = [
  ["nothing changed", () => {}, { [bban(1)]: "a1", [bban(2)]: "a2", [bban(9)]: undefined }],
  [
    "an account added",
    (s) => s.put("accounts", account("a3", { bban: bban(3) })),
    { [bban(3)]: "a3", [bban(1)]: "a1" },
  ],
  ["an account removed", (s) => s.remove("accounts", "a1"), { [bban(1)]: undefined, [bban(2)]: "a2" }],
  [
    "an account's other fields changed",
    (s) => s.put("accounts", account("a2", { bban: bban(2), status: "blocked" })),
    { [bban(2)]: "a2" },
  ],
  [
    "an account's indexed field changed",
    (s) => s.put("accounts", account("a2", { bban: bban(4) })),
    { [bban(2)]: undefined, [bban(4)]: "a2" },
  ],
  [
    "a second account with a number already held (the first keeps it)",
    (s) => s.put("accounts", account("a5", { bban: bban(3) })),
    { [bban(3)]: "a3" },
  ],
  [
    "a commit that adds one and removes the first holder of a shared number",
    (s) =>
      s.commit([change.put("accounts", account("a6", { bban: bban(6) })), change.remove("accounts", "a3")]),
    { [bban(6)]: "a6", [bban(3)]: "a5" },
  ],
  [
    "everything replaced",
    (s) => {
      const next = emptyData();
      next.accounts.b1 = account("b1", { bban: bban(1) });
      s.replace(next);
    },
    { [bban(1)]: "b1", [bban(2)]: undefined },
  ],
];

function seed(store: Store) {
  store.put("accounts", account("a1", { bban: bban(1) }));
  store.put("accounts", account("a2", { bban: bban(2) }));
}

const stores: [string, () => Promise<Store>][] = [
  ["memory store", async () => memoryStore(emptyData())],
  [
    "journal store",
    async () =>
      openJournalStore({
        model,
        file: join(await tempDir(), "store.json"),
        logger: recordingLogger(),
        compactAfterEntries: 1000,
        initial: () => emptyData(),
      }),
  ],
];

describe.each(stores)("findBy on the %s", (_name, open) => {
  it.each(steps)("after %s, finds what a scan would", async (step, change, expected) => {
    const store = await open();
    seed(store);
    store.findBy("accounts", "bban", bban(1)); // builds the index
    for (const [, earlier] of steps.slice(
      0,
      steps.findIndex(([name]) => name === step),
    ))
      earlier(store);
    change(store);
    for (const [value, id] of Object.entries(expected)) {
      const scanned = store.values("accounts").find((a) => a.bban === value);
      expect(store.findBy("accounts", "bban", value)?.accountId, value).toBe(scanned?.accountId);
      expect(scanned?.accountId, value).toBe(id);
    }
    await store.close();
  });
});
