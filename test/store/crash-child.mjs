// The process that crash.test.ts kills. It opens a journal store from a build of src/, then writes as
// fast as it can from many concurrent writers and prints one line per write that sync() acknowledged:
// "<id> <n>", n counting up from `start`. Ids are unique, or with `hot` > 0 cycle over that many ids so the store stays small and
// compacts often (its writes never pause, so a fold runs once 3 x 50 entries are past the threshold of 50).
// Bounded, in case the parent never kills it.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [buildDir, file, prefix, hot, start] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(buildDir, path)).href);
const { openJournalStore } = await load("store/journal-store.js");
const { emptyData, model } = await load("collections.js");

const silent = { error() {}, warn() {}, info() {}, debug() {} };
const store = await openJournalStore({
  model,
  file,
  logger: silent,
  compactAfterEntries: 50,
  initial: () => emptyData(),
});

// fold-kill.test.ts: kill at a stage of the first fold from here on (not at the first write of a new store).
if (process.env.KILL_AT_FOLD) process.env.PSD2_SANDBOX_KILL_AT = process.env.KILL_AT_FOLD;

const hotKeys = Number(hot);
let n = Number(start);
const limit = n + 100_000;

/** Must match `record` in crash.test.ts. */
const record = (id, n) => ({
  transactionId: id,
  accountId: "crash",
  amountMinor: String(n),
  currency: "NOK",
  bookingDate: "2025-01-02",
  valueDate: "2025-01-02",
});

async function writer() {
  while (n < limit) {
    const mine = n++;
    const id = `${prefix}-${hotKeys > 0 ? mine % hotKeys : mine}`;
    store.put("transactions", record(id, mine));
    if (mine % 97 === 0) store.setMeta({ clockOffsetMs: mine });
    await store.sync();
    process.stdout.write(`${id} ${mine}\n`);
  }
}

await Promise.all(Array.from({ length: 32 }, writer));
await store.close();
