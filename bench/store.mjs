// Micro-benchmark of the journal store: put + sync() per second at 1k and at 100k records, to show
// that a write's cost does not grow with the store. Runs against the build: `npm run build && node
// bench/store.mjs`. Writes overwrite existing ids, so the store keeps its size. Every size gets the
// same number of writes, enough to include the compactions (each folds max(records, 1000) entries).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyData, model } from "../dist/collections.js";
import { openJournalStore } from "../dist/store/journal-store.js";

const silent = { error() {}, warn() {}, info() {}, debug() {} };
const compactAfterEntries = 1000;
const sequentialWrites = 3_000;
const concurrentWrites = 200_000;
const transaction = (id, n) => ({
  transactionId: id,
  accountId: "bench",
  amountMinor: String(-n),
  currency: "NOK",
  bookingDate: "2025-01-02",
  valueDate: "2025-01-02",
  remittanceInformationUnstructured: `Invoice ${n}`,
});

function initial(records) {
  const data = emptyData();
  for (let i = 0; i < records; i++) data.transactions[`t${i}`] = transaction(`t${i}`, i);
  return data;
}

/** `writers` loops, each doing put + await sync(), until `total` writes are acknowledged. */
async function run(store, records, writers, total) {
  let n = 0;
  const started = performance.now();
  const writer = async () => {
    while (n < total) {
      const i = n++;
      store.put("transactions", transaction(`t${i % records}`, i));
      await store.sync();
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return total / ((performance.now() - started) / 1000);
}

async function bench(records) {
  const dir = await mkdtemp(join(tmpdir(), "psd2-store-bench-"));
  try {
    const store = await openJournalStore({
      model,
      file: join(dir, "store.json"),
      logger: silent,
      compactAfterEntries,
      initial: () => initial(records),
    });
    const sequential = await run(store, records, 1, sequentialWrites);
    const concurrent = await run(store, records, 64, concurrentWrites);
    const closeStarted = performance.now();
    await store.close();
    const snapshotMs = performance.now() - closeStarted;
    return { records, sequential, concurrent, snapshotMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const fmt = (x) => Math.round(x).toLocaleString("en-US").padStart(9);
console.log(
  `${sequentialWrites} writes from 1 writer, ${concurrentWrites} from 64 writers (incl. compactions)`,
);
console.log("records   | 1 writer puts+sync/s | 64 writers puts+sync/s | one snapshot ms");
for (const records of [1_000, 100_000]) {
  const r = await bench(records);
  console.log(
    `${String(records).padStart(9)} | ${fmt(r.sequential)}            | ${fmt(r.concurrent)}              | ${fmt(r.snapshotMs)}`,
  );
}
