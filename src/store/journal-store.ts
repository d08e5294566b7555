import { statSync } from "node:fs";
import { mkdir, stat, truncate } from "node:fs/promises";
import { dirname } from "node:path";
import { Low } from "lowdb";
import type { Logger } from "../logger.js";
import { createStore } from "./create.js";
import { isErrno, openJournalFile } from "./files.js";
import { createJournalWriter } from "./journal.js";
import { withKillSwitch } from "./kill-switch.js";
import { StoreMemory } from "./memory.js";
import { collectionsOf } from "./records.js";
import type { Data, StoreModel } from "./registry.js";
import { replayJournalFile } from "./replay.js";
import { keepTornTail } from "./aside.js";
import { frameJournalLine } from "./checksum.js";
import { DataFileError, SnapshotFile } from "./snapshot.js";
import { checkStorePaths, onFile } from "./file-trouble.js";
import type { Store } from "./store.js";

export interface JournalStoreOptions {
  model: StoreModel;
  /** The data file (lowdb JSON). Its journal is `<file>.journal`. */
  file: string;
  logger: Logger;
  /**
   * Fold the journal into the data file once it holds more than this many entries, or more
   * entries than the data has records if that is larger (so a write's amortized cost stays O(1)).
   */
  compactAfterEntries: number;
  /** The data of a new store, used when `file` does not exist yet. */
  initial: () => Data | Promise<Data>;
}

/**
 * Opens (or creates) a durable store: lowdb holds the data in memory, every change is appended to
 * `<file>.journal` by a group-committing writer, and the journal is folded into the data file now
 * and then and at `close()`. Throws, writing nothing, when the data file or journal is unreadable.
 */
export async function openJournalStore(options: JournalStoreOptions): Promise<Store> {
  const { file, logger, model } = options;
  const journalPath = `${file}.journal`;
  await onFile(file, () => mkdir(dirname(file), { recursive: true }));
  await checkStorePaths(file);
  let seq = 0;
  const adapter = new SnapshotFile(file, model, () => seq, logger);
  const loaded = await onFile(file, () => adapter.read());
  const db = new Low<StoreMemory>(adapter, loaded ?? StoreMemory.fromData(model, await options.initial()));
  let entries = 0;
  if (loaded) {
    adapter.attach(loaded);
    const names = new Set<string>(collectionsOf(model));
    ({ seq, entries } = await onFile(journalPath, () =>
      recoverJournal(db.data, journalPath, adapter.journalSeq, names, logger),
    ));
    await onFile(`${file}.index`, () => adapter.settle());
    if (adapter.migrated) {
      // An older sandbox's single-string file, rewritten once in line form with the journal folded
      // in (its entries are all at or below the new journalSeq, so they are skipped from now on).
      await onFile(file, () => db.write());
      logger.info("rewrote the data file in line form (one record per line)", { file });
    }
  } else {
    await refuseOrphanJournal(file, journalPath);
    await onFile(file, () => db.write());
  }
  const writer = createJournalWriter({
    file: withKillSwitch(await onFile(journalPath, () => openJournalFile(journalPath))),
    entries,
    compactAfterEntries: options.compactAfterEntries,
    records: db.data.count(),
    logger,
    maxBytes: JOURNAL_FOLD_BYTES,
    // A large data file is not rewritten at shutdown for a journal within its bounds: the next start
    // replays it (at most JOURNAL_FOLD_BYTES), and the stop takes no longer than its appends.
    foldOnClose: (n, bytes) => n > 0 && (bytes > JOURNAL_FOLD_BYTES || sizeOf(file) < LARGE_DATA_FILE),
    snapshot() {
      const records = db.data.count();
      return db.write().then(() => records);
    },
  });

  return createStore({
    model,
    db,
    name: file,
    durability: {
      prepare(change) {
        // Serialize first: a value JSON cannot hold must fail before memory changes.
        // `{"s":n,` then the change's own members: the same line as stringifying a copy with `s` first.
        // Framed with its checksum (`./checksum.ts`), which start-up verifies.
        const line = frameJournalLine(`{"s":${seq + 1},${JSON.stringify(change).slice(1)}`);
        return () => {
          seq += 1;
          writer.append(line);
          // A replace is one large entry: fold it into the data file soon rather than replay it.
          if (change.op === "replace") writer.foldSoon();
        };
      },
      sync: () => writer.sync(),
      health: () => writer.health(),
      close: () => writer.close().finally(() => adapter.release()),
    },
  });
}

/** A data file this large takes seconds to rewrite. */
const LARGE_DATA_FILE = 256 * 1024 * 1024;
/**
 * The journal's bound in bytes (`maxBytes`): past it a fold runs at once, under load too. It bounds
 * the memory of records kept as journal text, a start's replay and a stop that skips its fold.
 */
const JOURNAL_FOLD_BYTES = 128 * 1024 * 1024;

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Replays the journal over the loaded snapshot; cuts off a torn last line so appends follow a whole one. */
async function recoverJournal(
  data: StoreMemory,
  path: string,
  journalSeq: number,
  collections: ReadonlySet<string>,
  logger: Logger,
): Promise<{ seq: number; entries: number }> {
  const { lastSeq, entries, torn } = await replayJournalFile(data, path, journalSeq, collections);
  if (torn) {
    const keptAs = await keepTornTail(path, torn.keepBytes);
    logger.warn("dropped the torn last line of the store journal, left by a crash during a write", {
      file: path,
      reason: torn.reason,
      keptAs,
    });
    await truncate(path, torn.keepBytes);
  }
  return { seq: lastSeq, entries };
}

/**
 * A journal that holds changes without its data file: the data file was lost (the journal only
 * completes it), so starting afresh would drop every acknowledged change. Refused, nothing written.
 */
async function refuseOrphanJournal(file: string, path: string): Promise<void> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    if (isErrno(error, "ENOENT")) return;
    throw error;
  }
  if (size === 0) return;
  throw new DataFileError(
    `${file} is missing but its journal ${path} holds ${size} bytes of changes, which complete that data file. ` +
      `Restore ${file} from a backup, or move ${path} away to start a new store. Nothing was changed.`,
  );
}
