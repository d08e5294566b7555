import { statSync } from "node:fs";
import { mkdir, truncate } from "node:fs/promises";
import { dirname } from "node:path";
import { Low } from "lowdb";
import type { Logger } from "../logger.js";
import { createStore } from "./create.js";
import { openJournalFile, readTextIfExists } from "./files.js";
import { createJournalWriter } from "./journal.js";
import { withKillSwitch } from "./kill-switch.js";
import { StoreMemory } from "./memory.js";
import { collectionsOf } from "./records.js";
import type { Data, StoreModel } from "./registry.js";
import { replayJournalFile } from "./replay.js";
import { SnapshotFile } from "./snapshot.js";
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
  await mkdir(dirname(file), { recursive: true });
  let seq = 0;
  const adapter = new SnapshotFile(file, model, () => seq, logger);
  const loaded = await adapter.read();
  const db = new Low<StoreMemory>(adapter, loaded ?? StoreMemory.fromData(model, await options.initial()));
  let entries = 0;
  if (loaded) {
    adapter.attach(loaded);
    const names = new Set<string>(collectionsOf(model));
    ({ seq, entries } = await recoverJournal(db.data, journalPath, adapter.journalSeq, names, logger));
    if (adapter.migrated) {
      // An older sandbox's single-string file, rewritten once in line form with the journal folded
      // in (its entries are all at or below the new journalSeq, so they are skipped from now on).
      await db.write();
      logger.info("rewrote the data file in line form (one record per line)", { file });
    }
  } else {
    await discardOrphanJournal(journalPath, logger);
    await db.write();
  }
  const writer = createJournalWriter({
    file: withKillSwitch(await openJournalFile(journalPath)),
    entries,
    compactAfterEntries: options.compactAfterEntries,
    records: db.data.count(),
    logger,
    // A large data file is not rewritten at shutdown for a short journal: the next start replays it
    // (at most `compactAfterEntries` entries), and the stop takes no longer than its appends.
    foldOnClose: (n) => n > 0 && (n > options.compactAfterEntries || sizeOf(file) < LARGE_DATA_FILE),
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
        const line = `{"s":${seq + 1},${JSON.stringify(change).slice(1)}\n`;
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
    logger.warn("dropped the torn last line of the store journal, left by a crash during a write", {
      file: path,
      reason: torn.reason,
    });
    await truncate(path, torn.keepBytes);
  }
  return { seq: lastSeq, entries };
}

/** A journal without its data file belongs to a store that was deleted; replaying it onto new data would mix the two. */
async function discardOrphanJournal(path: string, logger: Logger): Promise<void> {
  const text = await readTextIfExists(path);
  if (!text) return;
  logger.warn("discarding a store journal whose data file is missing", { file: path });
  await truncate(path, 0);
}
