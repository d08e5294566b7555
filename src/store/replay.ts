import { applyChange, type JournalEntry } from "./records.js";
import type { Data } from "./registry.js";

export interface ReplayResult {
  /** The highest sequence number seen: in the journal, or the snapshot's when the journal has none above it. */
  lastSeq: number;
  /** Entries in the journal, applied or skipped; counts towards the next compaction. */
  entries: number;
  /** Set when the last line was torn: how many characters of the text to keep, and why it was dropped. */
  torn?: { keepChars: number; reason: string };
}

/**
 * Applies the journal `text` (one entry per line) to `data`, skipping entries the snapshot already
 * holds (`s <= journalSeq`). A bad last line is what a crash mid-append leaves, so it is reported in
 * `torn` for the caller to cut off; a bad line anywhere else means the file is damaged, and this
 * throws rather than load half a history. `source` names the file in messages.
 */
export function replayJournal(
  data: Data,
  text: string,
  journalSeq: number,
  source: string,
  collections: ReadonlySet<string>,
): ReplayResult {
  const lines = text.split("\n");
  let last = lines.length - 1;
  while (last >= 0 && lines[last]?.trim() === "") last -= 1;
  const result: ReplayResult = { lastSeq: journalSeq, entries: 0 };
  let prevSeq = 0;
  let offset = 0;
  for (const [i, line] of lines.entries()) {
    const start = offset;
    offset += line.length + 1;
    if (line.trim() === "") continue;
    let entry: JournalEntry;
    try {
      // The writer ends every entry with a newline, so a last line without one was cut short.
      if (i === lines.length - 1) throw new Error("no newline at the end");
      entry = parseEntry(line, collections);
      if (entry.s <= prevSeq) throw new Error(`sequence number ${entry.s} does not follow ${prevSeq}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (i === last) return { ...result, torn: { keepChars: start, reason } };
      throw new Error(
        `${source} line ${i + 1} is not a journal entry (${reason}), so the journal is damaged. ` +
          "Restore the data file and journal from a backup, or move both away to start afresh.",
      );
    }
    prevSeq = entry.s;
    result.entries += 1;
    if (entry.s <= journalSeq) continue;
    applyChange(data, entry);
    result.lastSeq = entry.s;
  }
  return result;
}

function parseEntry(line: string, collections: ReadonlySet<string>): JournalEntry {
  const raw: unknown = JSON.parse(line);
  if (typeof raw !== "object" || raw === null) throw new Error("not a JSON object");
  const e = raw as Record<string, unknown>;
  if (typeof e.s !== "number" || !Number.isSafeInteger(e.s) || e.s < 1) throw new Error('bad "s"');
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
  if (e.op !== "put" && e.op !== "del") throw new Error(`unknown op ${JSON.stringify(e.op)}`);
  if (typeof e.c !== "string" || !collections.has(e.c))
    throw new Error(`unknown collection ${JSON.stringify(e.c)}`);
  if (typeof e.id !== "string") throw new Error('no string "id"');
  if (e.op === "put" && (typeof e.v !== "object" || e.v === null))
    throw new Error('put entry without an object "v"');
}
