import type { Logger } from "../logger.js";
import type { JournalFile } from "./files.js";

export interface JournalWriterOptions {
  file: JournalFile;
  /** Entries already in the journal file when the writer starts. */
  entries: number;
  /** Fold the journal into a snapshot once it holds more than this many entries (and at least the record count). */
  compactAfterEntries: number;
  /** Records the store holds at open: the first fold, like every later one, waits for at least as many entries. */
  records?: number;
  /**
   * A fold that is due waits until no entry has been appended for this long (a tenth of a second by
   * default), unless the journal is `BUSY_EXTRA` times `compactAfterEntries` past the threshold: a
   * burst of requests does not pay for rewriting the data file, a quiet moment does.
   */
  idleMs?: number;
  /**
   * Writes the data file from memory and resolves with its record count. Must pin memory before its
   * first await: every change made before the call is in the snapshot, every later one is not.
   */
  snapshot(): Promise<number>;
  logger: Logger;
  /**
   * The journal's size in bytes past which a fold runs at once, whatever its entry count: the
   * records a journal holds are kept in memory as its text until a fold, and a start replays it, so
   * neither may grow with the store (the entry threshold does, to keep a write's share of the folds
   * it pays for constant). Default: no bound.
   */
  maxBytes?: number;
  /**
   * Whether `close()` folds a journal of `entries` entries and `bytes` bytes (default: any). A failed
   * fold's journal is always tried again at close.
   */
  foldOnClose?(entries: number, bytes: number): boolean;
  /** Backoff before the first retry of a failed fold, doubled per failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Whether folds succeed: `degraded` while the last one failed (the journal keeps every change meanwhile). */
export interface StoreHealth {
  status: "ok" | "degraded";
  /** Why the last fold failed. */
  reason?: string;
  /** When folds started failing (ISO, real time). */
  since?: string;
  failedFolds: number;
  journalEntries: number;
}

export interface JournalWriter {
  /** Queues one serialized entry (ending in a newline) for the next group commit. */
  append(line: string): void;
  /** Asks for a fold soon (after a change that makes the journal large, such as a replace). */
  foldSoon(): void;
  /** Resolves when every change queued before the call is durable; rejects if appending it failed. */
  sync(): Promise<void>;
  health(): StoreHealth;
  /**
   * Appends what is queued, tries a last fold (a failed one leaves the journal to replay at the next
   * start) and closes the journal. Idempotent.
   */
  close(): Promise<void>;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

interface Batch {
  lines: string[];
  waiters: Waiter[];
  done: boolean;
}

const newBatch = (): Batch => ({ lines: [], waiters: [], done: false });

/**
 * How far past its threshold the journal may grow while appends keep arriving, in multiples of
 * `compactAfterEntries`, before a fold runs anyway: it bounds the replay at the next start (and the
 * final records kept as text until a fold) under a load that never pauses, whatever the store's size.
 */
export const BUSY_EXTRA = 3;

/**
 * The single writer behind a journal store. Appends are group-committed: while one is in flight,
 * new entries gather in the next batch, which goes out as one append and one fsync however many
 * requests it serves, and an answer depends on nothing else. Folds run beside the appends: a fold
 * pins memory, streams the snapshot, and then (between two appends) drops the journal entries it
 * holds. A fold that is due waits for a quiet moment (`idleMs` without appends), within
 * `BUSY_EXTRA`: under load, the fold's rewrite of the data file would compete with the appends'
 * fsyncs, on which every answer waits. A fold that fails is logged once, retried with backoff and
 * reported by `health()`; the journal keeps every change meanwhile, so nothing is lost and no
 * request fails because of it.
 */
export function createJournalWriter(options: JournalWriterOptions): JournalWriter {
  const { file, logger } = options;
  const retryMs = options.retryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 60_000;
  const idleMs = options.idleMs ?? 100;
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  let next = newBatch();
  let latest: Batch | undefined;
  let appending = false;
  /** Set after an append failed: the journal is cut back to its last whole entry before the next one. */
  let cutBack = false;
  /**
   * The entries of a failed append: memory holds their changes, so they go out again ahead of the
   * next batch's (a later entry never follows a missing one, which start-up would refuse as a gap).
   */
  let unwritten: string[] = [];
  let entries = options.entries;
  let compactAt = Math.max(options.compactAfterEntries, options.records ?? 0);
  /** Entries appended so far: a due fold runs once a wait of `idleMs` saw none. */
  let appended = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  /** A fold's last step, run between two appends: drop the entries the new snapshot holds. */
  let swap: (() => Promise<void>) | undefined;
  let folding: Promise<void> | undefined;
  let foldWanted = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let closing: Promise<void> | undefined;
  const health: StoreHealth = { status: "ok", failedFolds: 0, journalEntries: entries };

  function kick(): void {
    if (appending || (next.lines.length === 0 && next.waiters.length === 0 && swap === undefined)) return;
    appending = true;
    // Deferred so that changes made in the same tick share the first write.
    queueMicrotask(() => void drain());
  }

  async function drain(): Promise<void> {
    while (next.lines.length > 0 || next.waiters.length > 0 || swap !== undefined) {
      if (swap !== undefined) {
        const run = swap;
        swap = undefined;
        await run();
        continue;
      }
      const batch = next;
      next = newBatch();
      if (unwritten.length > 0) batch.lines.unshift(...unwritten.splice(0));
      try {
        if (cutBack) {
          await file.truncate(file.size);
          cutBack = false;
        }
        if (batch.lines.length > 0) await file.append(batch.lines.join(""));
        entries += batch.lines.length;
        health.journalEntries = entries;
        batch.done = true;
        for (const w of batch.waiters) w.resolve();
        if (entries > compactAt || file.size > maxBytes) foldDue();
      } catch (error) {
        logger.error("store journal write failed; the changes are kept in memory but are not durable", {
          error: String(error),
        });
        // A partial append would make every later entry unreadable: cut it off before the next one.
        cutBack = true;
        unwritten = batch.lines;
        batch.done = true;
        for (const w of batch.waiters) w.reject(error);
      }
    }
    appending = false;
  }

  /** A fold is due: at the next quiet moment, or now if the journal is past its busy limit. */
  function foldDue(): void {
    // A fold under way: the next append after it sees what it left and decides again.
    if (folding !== undefined) return;
    if (entries > compactAt + BUSY_EXTRA * options.compactAfterEntries || file.size > maxBytes) wantFold();
    else if (idleTimer === undefined && folding === undefined) waitForQuiet(appended);
  }

  function waitForQuiet(seen: number): void {
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (closing !== undefined) return;
      if (appended === seen) wantFold();
      else waitForQuiet(appended);
    }, idleMs);
    idleTimer.unref();
  }

  function wantFold(): void {
    foldWanted = true;
    if (folding === undefined && retryTimer === undefined && closing === undefined) folding = fold();
  }

  async function fold(): Promise<void> {
    foldWanted = false;
    const from = file.size;
    const foldedEntries = entries;
    try {
      const records = await options.snapshot();
      await new Promise<void>((resolve, reject) => {
        swap = async () => {
          try {
            await file.keepFrom(from);
            entries -= foldedEntries;
            health.journalEntries = entries;
            compactAt = Math.max(options.compactAfterEntries, records);
            resolve();
          } catch (error) {
            reject(error);
          }
        };
        kick();
      });
      if (health.status === "degraded") {
        logger.info("store fold succeeded again; the data file is current", {
          failedFolds: health.failedFolds,
        });
      }
      Object.assign(health, { status: "ok", reason: undefined, since: undefined, failedFolds: 0 });
    } catch (error) {
      const reason = String(error instanceof Error ? error.message : error);
      if (health.status === "ok") {
        // Logged once per run of failures; health() says how it goes on.
        logger.error("store fold failed; the journal keeps every change and the fold is retried", {
          error: reason,
        });
        health.since = new Date().toISOString();
      }
      health.status = "degraded";
      health.reason = reason;
      health.failedFolds += 1;
      if (closing === undefined) {
        const wait = Math.min(maxRetryMs, retryMs * 2 ** (health.failedFolds - 1));
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          wantFold();
        }, wait);
        retryTimer.unref();
      }
    } finally {
      folding = undefined;
    }
    if (foldWanted && retryTimer === undefined && closing === undefined) wantFold();
  }

  function waitFor(batch: Batch): Promise<void> {
    return new Promise((resolve, reject) => {
      batch.waiters.push({ resolve, reject });
      kick();
    });
  }

  return {
    append(line) {
      if (closing !== undefined) throw new Error("The store journal is closed.");
      next.lines.push(line);
      appended += 1;
      latest = next;
      kick();
    },
    foldSoon: wantFold,
    sync() {
      return latest === undefined || latest.done ? Promise.resolve() : waitFor(latest);
    },
    health: () => ({ ...health }),
    close() {
      closing ??= (async () => {
        clearTimeout(retryTimer);
        clearTimeout(idleTimer);
        retryTimer = undefined;
        await Promise.allSettled([waitFor(next), folding]);
        const wanted = options.foldOnClose?.(entries, file.size) ?? entries > 0;
        if (wanted || health.status === "degraded") {
          folding = fold();
          await folding;
        }
        await waitFor(next).catch(() => undefined);
        await file.close();
      })();
      return closing;
    },
  };
}
