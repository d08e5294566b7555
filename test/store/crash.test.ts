import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import type { TransactionRecord } from "../../src/test-data/model.js";
import { openJournalStore } from "../../src/store/journal-store.js";
import { copyStoreFiles, recordingLogger, tempDir } from "./helpers.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const childScript = fileURLToPath(new URL("crash-child.mjs", import.meta.url));
/** The child imports the build of src/ that the global setup made (test/global-setup.ts). */
const buildDir = join(root, "dist");

/** Must match `record` in crash-child.mjs. */
const record = (id: string, n: number): TransactionRecord => ({
  transactionId: id,
  accountId: "crash",
  amountMinor: String(n),
  currency: "NOK",
  bookingDate: "2025-01-02",
  valueDate: "2025-01-02",
});

/** Runs the child until it has acknowledged `killAfter` writes, SIGKILLs it, and returns every ack it printed. */
async function runAndKill(file: string, round: number, hot: number, killAfter: number) {
  // Each round counts from its own start, so n (and the meta written from it) rises across rounds.
  const args = [childScript, buildDir, file, `r${round}`, String(hot), String(round * 1_000_000)];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const acks: Array<[string, number]> = [];
  let pending = "";
  let stderr = "";
  let killed = false;
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const [id = "", n = ""] = line.split(" ");
      acks.push([id, Number(n)]);
    }
    if (!killed && acks.length >= killAfter) {
      killed = true;
      child.kill("SIGKILL");
    }
  });
  const watchdog = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await once(child, "close");
  clearTimeout(watchdog);
  expect(killed, `the child stopped after ${acks.length} acks; stderr: ${stderr}`).toBe(true);
  return acks;
}

/** Opens what the crash left (a copy, so the next child recovers from the original) and checks every ack. */
async function expectAcksDurable(file: string, acks: Array<[string, number]>, metaAcked: number) {
  const copy = join(await tempDir(), "store.json");
  await copyStoreFiles(file, copy);
  const store = await openJournalStore({
    model,
    file: copy,
    logger: recordingLogger(),
    compactAfterEntries: 50,
    initial: () => emptyData(),
  });
  const newest = new Map<string, number>();
  for (const [id, n] of acks) newest.set(id, Math.max(n, newest.get(id) ?? -1));
  const lost: string[] = [];
  for (const [id, n] of newest) {
    const got = store.get("transactions", id);
    // A later write to the same id may have landed without its ack; an earlier one must not win.
    if (got === undefined || Number(got.amountMinor) < n) lost.push(`${id}@${n}`);
    else expect(got).toEqual(record(id, Number(got.amountMinor)));
  }
  expect(lost, "acknowledged writes missing after the crash").toEqual([]);
  expect(store.meta.clockOffsetMs).toBeGreaterThanOrEqual(metaAcked);
  await store.close();
}

const lastMetaAck = (acks: Array<[string, number]>) =>
  Math.max(0, ...acks.filter(([, n]) => n % 97 === 0).map(([, n]) => n));

describe("journal store crash safety", () => {
  it.each([
    { name: "unique ids", hot: 0, kills: [300, 1200, 2500] },
    {
      name: "40 hot ids, compacting every ~200 entries (50, plus 3 x 50 while writes never pause)",
      hot: 40,
      kills: [700, 1500, 3000, 900],
    },
  ])(
    "keeps every acknowledged write when the writer is SIGKILLed mid-flight ($name)",
    async ({ hot, kills }) => {
      const file = join(await tempDir(), "data", "store.json");
      const acks: Array<[string, number]> = [];
      let metaAcked = 0;
      for (const [round, killAfter] of kills.entries()) {
        const roundAcks = await runAndKill(file, round, hot, killAfter);
        acks.push(...roundAcks);
        metaAcked = Math.max(metaAcked, lastMetaAck(roundAcks));
        await expectAcksDurable(file, acks, metaAcked);
      }
      // The child compacted while it ran, so kills also hit snapshots and the journal after them.
      expect(JSON.parse(await readFile(file, "utf8")).journalSeq).toBeGreaterThan(0);
    },
    120_000,
  );
});
