import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import type { Logger } from "../../src/logger.js";
import type { AccountRecord } from "../../src/test-data/model.js";
import type { AuthorisationRecord } from "../../src/sca/model.js";
import { createStore } from "../../src/store/create.js";
import { type JournalStoreOptions, openJournalStore } from "../../src/store/journal-store.js";
import { StoreMemory } from "../../src/store/memory.js";
import type { Data } from "../../src/store/registry.js";
import { dataFileChunks } from "../../src/store/snapshot.js";
import type { Store } from "../../src/store/store.js";

/** A fresh directory per call, removed after the test. */
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "psd2-store-"));
  dirs.push(dir);
  return dir;
}

/**
 * Copies a store's files (journal, index, data file) to `copy` as a crash at this instant would
 * leave them, while the store may be folding. The journal goes first: a fold renames the new data
 * file into place before it empties the journal, so this order never pairs an old data file with an
 * emptied journal. Each file is read and written whole: `fs.cp` never returns when a fold empties the
 * journal during the copy (libuv's copy_file_range loop waits for bytes that are gone).
 */
export async function copyStoreFiles(file: string, copy: string, { timestamps = false } = {}): Promise<void> {
  for (const suffix of [".journal", ".index", ""]) {
    let bytes: Buffer;
    try {
      bytes = await readFile(`${file}${suffix}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    await writeFile(`${copy}${suffix}`, bytes);
    if (timestamps) {
      const { atime, mtime } = await stat(`${file}${suffix}`);
      await utimes(`${copy}${suffix}`, atime, mtime);
    }
  }
}

export interface LogLine {
  level: string;
  msg: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is told, so tests can assert on warnings. */
export function recordingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push(fields === undefined ? { level, msg } : { level, msg, fields });
  };
  return { lines, error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}

export function account(accountId: string, overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    accountId,
    ownerCustomerId: "c1",
    bban: "12345678903",
    iban: "NO9386011117947",
    currency: "NOK",
    name: `Account ${accountId}`,
    product: "BRUKSKONTO",
    status: "enabled",
    balanceMinor: "100000",
    ...overrides,
  };
}

/** A payment's authorisation in `scaStatus` (final: finalised, failed, exempted). */
export const authorisation = (
  id: string,
  scaStatus: AuthorisationRecord["scaStatus"],
): AuthorisationRecord => ({
  authorisationId: id,
  kind: "payment",
  resource: { service: "payments", product: "sepa-credit-transfers", paymentId: `p-${id}` },
  tppId: "PSDNO-FSA-1",
  psuCustomerId: "c1",
  scaStatus,
  createdAt: "2026-03-02T10:00:00.000Z",
  expiresAt: "2026-03-02T10:30:00.000Z",
  redirect: { ok: "https://tpp.example/ok", preferred: true },
});

/** A journal store over the sandbox's collections at `file`, with a logger that records its lines. */
export async function openJournal(file: string, options: Partial<JournalStoreOptions> = {}) {
  const logger = recordingLogger();
  const store = await openJournalStore({
    model,
    file,
    logger,
    compactAfterEntries: 1000,
    initial: () => emptyData(1),
    ...options,
  });
  return { store, logger };
}

/** A store in memory mode (no journal) over the sandbox's collections. */
export function memoryStore(data: Data = emptyData()): Store {
  return createStore({ model, data });
}

/** A data file's text as the store writes it (line form). */
export function dataFileText(data: Data, journalSeq = 0): string {
  return Buffer.concat([...dataFileChunks(StoreMemory.fromData(model, data).pin(), journalSeq)]).toString();
}
