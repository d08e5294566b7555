import type { Logger } from "../logger.js";
import type { JournalFile } from "./files.js";

export interface JournalWriterOptions {
  file: JournalFile;
  /** Entries already in the journal file when the writer starts. */
  entries: number;
  /** Fold the journal into a snapshot once it holds more than this many entries (and at least the record count). */
  compactAfterEntries: number;
  /**
   * Writes the data file from memory and resolves with its record count. Must capture memory before
   * its first await: the writer counts on every change made before the call being in the snapshot.
   */
  snapshot(): Promise<number>;
  logger: Logger;
}

export interface JournalWriter {
  /** Queues one serialized entry (ending in a newline) for the next group commit. */
  append(line: string): void;
  /** Makes the next write a full snapshot, for a change that must be durable as one unit (replace). */
  snapshotNext(): void;
  /** Resolves when every change queued before the call is durable; rejects if writing it failed. */
  sync(): Promise<void>;
  /** Writes a final snapshot and closes the journal. Idempotent. */
  close(): Promise<void>;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** What one turn of the writer does: append `lines`, or write a snapshot (which already holds them). */
interface Batch {
  lines: string[];
  snapshot: boolean;
  waiters: Waiter[];
  done: boolean;
}

const newBatch = (): Batch => ({ lines: [], snapshot: false, waiters: [], done: false });

/**
 * The single writer behind a journal store (group commit). While one write is in flight, new
 * entries gather in the next batch, which then goes out as one append and one fsync however many
 * requests it serves. Snapshots run in the same loop, so they never interleave with an append.
 */
export function createJournalWriter(options: JournalWriterOptions): JournalWriter {
  const { file, logger } = options;
  let next = newBatch();
  /** The batch holding the latest change: `sync()` waits for it. */
  let latest: Batch | undefined;
  let running = false;
  let failed = false;
  let entries = options.entries;
  // Compacting only after as many entries as there are records keeps the amortized cost per write O(1).
  let compactAt = options.compactAfterEntries;
  let closing: Promise<void> | undefined;

  // After a failure, a pending snapshot waits for a change or a sync() to retry, so a full disk does not spin.
  const hasWork = () => next.lines.length > 0 || next.waiters.length > 0 || (next.snapshot && !failed);

  function kick(): void {
    if (running || !hasWork()) return;
    running = true;
    // Deferred so that changes made in the same tick share the first write.
    queueMicrotask(() => void drain());
  }

  async function drain(): Promise<void> {
    while (hasWork()) {
      const batch = next;
      next = newBatch();
      try {
        await (batch.snapshot ? compact() : appendLines(batch.lines));
        failed = false;
        batch.done = true;
        for (const w of batch.waiters) w.resolve();
      } catch (error) {
        logger.error("store write failed; memory is kept and the next write is a full snapshot", {
          error: String(error),
        });
        // Whatever this batch held is not on disk. A snapshot rewrites all of memory, and it also
        // cuts off any partial append, since that would make a later entry unreadable.
        failed = true;
        next.snapshot = true;
        if (latest === batch) latest = next;
        batch.done = true;
        for (const w of batch.waiters) w.reject(error);
      }
    }
    running = false;
  }

  async function appendLines(lines: string[]): Promise<void> {
    await file.append(lines.join(""));
    entries += lines.length;
    if (entries > compactAt) next.snapshot = true;
  }

  async function compact(): Promise<void> {
    const records = await options.snapshot();
    await file.truncate();
    entries = 0;
    compactAt = Math.max(options.compactAfterEntries, records);
  }

  function waitFor(batch: Batch): Promise<void> {
    return new Promise((resolve, reject) => {
      batch.waiters.push({ resolve, reject });
      kick();
    });
  }

  return {
    append(line) {
      next.lines.push(line);
      latest = next;
      kick();
    },
    snapshotNext() {
      next.snapshot = true;
      latest = next;
      kick();
    },
    sync() {
      return latest === undefined || latest.done ? Promise.resolve() : waitFor(latest);
    },
    close() {
      closing ??= (async () => {
        next.snapshot = true;
        try {
          await waitFor(next);
        } finally {
          await file.close();
        }
      })();
      return closing;
    },
  };
}
