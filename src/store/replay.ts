import { createReadStream } from "node:fs";
import { unframeJournalLine } from "./checksum.js";
import { isErrno } from "./files.js";
import type { StoreMemory } from "./memory.js";
import type { JournalEntry } from "./records.js";
import { fromLegacyName } from "./legacy-names.js";
import { type JournalGaps, JournalGapError } from "./journal-gap.js";

export interface ReplayResult {
  /** The highest sequence number seen: in the journal, or the snapshot's when the journal has none above it. */
  lastSeq: number;
  /** Entries in the journal, applied or skipped; counts towards the next compaction. */
  entries: number;
  /**
   * Set when the last line was torn: how much of the text to keep (in characters, and in UTF-8
   * bytes for truncating the file), and why it was dropped.
   */
  torn?: { keepChars: number; keepBytes: number; reason: string };
}

/**
 * Applies the journal `text` (one entry per line) to `data`, skipping entries the snapshot already
 * holds (`s <= journalSeq`). The entries above `journalSeq` must go on from it one by one: a
 * missing number throws `JournalGapError`, having applied nothing past it. Each line carries its
 * checksum (`./checksum.ts`); lines without one, an older sandbox's, are read before the first that
 * has one. A bad last line cut short (no newline) or with bytes the crash never wrote (NUL) is what
 * a crash mid-append leaves, so it is reported in `torn` for the caller to cut off; any other bad
 * line means the file is damaged, and this throws rather than load a history with an acknowledged
 * change missing. `source` names the file in messages.
 */
export function replayJournal(
  data: StoreMemory,
  text: string,
  journalSeq: number,
  source: string,
  collections: ReadonlySet<string>,
): ReplayResult {
  const replay = new Replay(data, journalSeq, source, collections);
  for (const line of text.split("\n")) replay.line(line);
  return replay.end();
}

/**
 * The same as `replayJournal`, reading the file a line at a time (a journal may outgrow a string).
 * Without `data` it only checks (`store check`); without `journalSeq` (a data file that cannot be
 * read) the first entry is taken to follow the data file, and only the gaps after it are found.
 */
export async function replayJournalFile(
  data: StoreMemory | undefined,
  path: string,
  journalSeq: number | undefined,
  collections: ReadonlySet<string>,
): Promise<ReplayResult> {
  const replay = new Replay(data, journalSeq, path, collections);
  let pending = "";
  try {
    for await (const chunk of createReadStream(path, { encoding: "utf8", highWaterMark: 1 << 20 })) {
      const pieces = (pending + chunk).split("\n");
      pending = pieces.pop() ?? "";
      for (const piece of pieces) replay.line(piece);
    }
  } catch (error) {
    if (!isErrno(error, "ENOENT")) throw error;
  }
  replay.line(pending);
  return replay.end();
}

/**
 * Fed the pieces of the text between newlines, in order (the last piece is what follows the last
 * newline: "" for a journal that ends as the writer leaves it). A bad line is held until the next
 * non-blank one shows it was not the last.
 */
class Replay {
  private readonly result: ReplayResult;
  private prevSeq = 0;
  private chars = 0;
  private bytes = 0;
  private n = 0;
  private bad:
    | { line: number; keepChars: number; keepBytes: number; reason: string; torn: boolean }
    | undefined;
  /** Whether a line with a checksum was seen: from then on every line must have one. */
  private framed = false;
  private piece: string | undefined;
  /** Set at the first missing sequence number: from then on lines are checked, not applied. */
  private gaps: JournalGaps | undefined;

  constructor(
    private readonly data: StoreMemory | undefined,
    private readonly journalSeq: number | undefined,
    private readonly source: string,
    private readonly collections: ReadonlySet<string>,
  ) {
    this.result = { lastSeq: journalSeq ?? 0, entries: 0 };
  }

  /** Takes one piece; the one before it is now known to have ended in a newline. */
  line(piece: string): void {
    if (this.piece !== undefined) this.take(this.piece, true);
    this.piece = piece;
  }

  end(): ReplayResult {
    if (this.piece !== undefined) this.take(this.piece, false);
    if (this.bad && !this.bad.torn) this.damaged(this.bad.line, this.bad.reason);
    if (this.gaps) throw new JournalGapError(this.source, this.gaps, this.journalSeq);
    if (this.bad) {
      const { keepChars, keepBytes, reason } = this.bad;
      return { ...this.result, torn: { keepChars, keepBytes, reason } };
    }
    return this.result;
  }

  private take(line: string, newline: boolean): void {
    const keepChars = this.chars;
    const keepBytes = this.bytes;
    this.n += 1;
    this.chars += line.length + 1;
    this.bytes += Buffer.byteLength(line) + 1;
    if (line.trim() === "") return;
    if (this.bad) this.damaged(this.bad.line, this.bad.reason);
    let entry: JournalEntry;
    try {
      // The writer ends every entry with a newline, so a last line without one was cut short.
      if (!newline) throw new Error("no newline at the end");
      if (line.includes("\0")) throw new Error("bytes that were never written (NUL)");
      const { json, framed } = unframeJournalLine(line);
      if (this.framed && !framed) throw new Error("no checksum, after lines that have one");
      this.framed ||= framed;
      entry = parseEntry(json, this.collections);
      if (entry.s <= this.prevSeq)
        throw new Error(`sequence number ${entry.s} does not follow ${this.prevSeq}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // What a crash leaves: the end of the last append missing, or blocks of it never written.
      const torn = !newline || line.includes("\0");
      this.bad = { line: this.n, keepChars, keepBytes, reason, torn };
      return;
    }
    this.follows(entry.s, keepBytes);
    this.prevSeq = entry.s;
    this.result.entries += 1;
    if (this.gaps) {
      this.gaps.after.entries += 1;
      this.gaps.after.last = entry.s;
      return;
    }
    if (entry.s <= (this.journalSeq ?? 0)) return;
    this.data?.apply(entry);
    this.result.lastSeq = entry.s;
  }

  /**
   * Notes the numbers missing before entry `s`: above the data file's `journalSeq`, each entry is
   * the one after the entry before it, or after `journalSeq` for the first. Below it, numbers may be
   * missing (the data file holds those changes), but never above.
   */
  private follows(s: number, keepBytes: number): void {
    const base = this.journalSeq ?? (this.prevSeq === 0 ? s - 1 : 0);
    if (s <= base) return;
    const expected = Math.max(this.prevSeq, base) + 1;
    if (s === expected) return;
    const gap = { from: expected, to: s - 1, line: this.n };
    if (this.gaps) this.gaps.gaps.push(gap);
    else this.gaps = { gaps: [gap], keepBytes, after: { entries: 0, first: s, last: s } };
  }

  private damaged(line: number, reason: string): never {
    throw new Error(
      `${this.source} line ${line} is not a journal entry (${reason}), so the journal is damaged. ` +
        "Restore the data file and journal from a backup, or move both away to start afresh.",
    );
  }
}

function parseEntry(line: string, collections: ReadonlySet<string>): JournalEntry {
  const raw: unknown = JSON.parse(line);
  if (typeof raw !== "object" || raw === null) throw new Error("not a JSON object");
  const e = raw as Record<string, unknown>;
  if (typeof e.s !== "number" || !Number.isSafeInteger(e.s) || e.s < 1) throw new Error('bad "s"');
  if (e.op === "replace") {
    if (typeof e.v !== "object" || e.v === null) throw new Error('replace entry without an object "v"');
    return raw as JournalEntry;
  }
  if (e.op === "all") {
    if (!Array.isArray(e.changes)) throw new Error('"all" entry without a "changes" array');
    for (const change of e.changes) checkSingle(change, collections);
    return raw as JournalEntry;
  }
  checkSingle(e, collections);
  return raw as JournalEntry;
}

function checkSingle(raw: unknown, collections: ReadonlySet<string>): void {
  if (typeof raw !== "object" || raw === null) throw new Error("a change is not a JSON object");
  const e = raw as Record<string, unknown>;
  if (e.op === "meta") {
    if (typeof e.v !== "object" || e.v === null) throw new Error('meta entry without an object "v"');
    return;
  }
  if (e.op !== "put" && e.op !== "del" && e.op !== "patch") {
    throw new Error(`unknown op ${JSON.stringify(e.op)}`);
  }
  if (typeof e.c === "string" && e.b === undefined && e.c.includes("@")) {
    const { c, bank } = fromLegacyName(e.c);
    e.c = c;
    e.b = bank;
  }
  if (typeof e.c !== "string" || !collections.has(e.c))
    throw new Error(`unknown collection ${JSON.stringify(e.c)}`);
  if (e.b !== undefined && (typeof e.b !== "string" || e.b === ""))
    throw new Error('a "b" that is not a bank\'s id');
  if (typeof e.id !== "string") throw new Error('no string "id"');
  if (e.op === "put" && (typeof e.v !== "object" || e.v === null))
    throw new Error('put entry without an object "v"');
  if (e.op !== "patch") return;
  if (e.set !== undefined && !isObject(e.set)) throw new Error('patch entry with a "set" not an object');
  if (e.push !== undefined && !(isObject(e.push) && Object.values(e.push).every(Array.isArray)))
    throw new Error('patch entry with a "push" not an object of arrays');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
