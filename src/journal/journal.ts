import { type JournalEntry, type JournalRecord, present } from "./entry.js";
import { Ring } from "./ring.js";

export interface JournalFilter {
  /** A TPP's organisation id, or part of its name (any case). */
  tpp?: string;
  /** An exact status (401) or a class (4xx). */
  status?: string;
  method?: string;
  /** Path prefix, e.g. /v1/payments. */
  path?: string;
  /** Sandbox time: only requests at or after it. */
  since?: Date;
  limit: number;
}

/**
 * The request journal (`journal.size` most recent requests, in memory only): what each request
 * sent, what it was answered and, for a refused signature, why. Recording keeps references; the
 * entry is formatted when it is read, so a request pays for a push and not for JSON.
 */
export interface RequestJournal {
  readonly size: number;
  record(record: Omit<JournalRecord, "seq">): void;
  list(filter: JournalFilter): { total: number; entries: JournalEntry[] };
  /** The newest request with this X-Request-ID. */
  find(xRequestId: string): JournalEntry | undefined;
  /** The entry with this sequence number, while the journal still holds it. */
  entry(seq: number): JournalEntry | undefined;
  clear(): void;
  /** The TPPs of the journaled requests, with how many each made. */
  tpps(): Map<string, { name?: string; requests: number }>;
}

function matches(record: JournalRecord, filter: JournalFilter): boolean {
  if (filter.method !== undefined && record.method !== filter.method.toUpperCase()) return false;
  if (filter.path !== undefined && !record.path.startsWith(filter.path)) return false;
  if (filter.since !== undefined && record.at < filter.since.getTime()) return false;
  if (filter.status !== undefined) {
    const status = String(record.status);
    const wanted = filter.status.toLowerCase();
    const hit = wanted.endsWith("xx") ? status[0] === wanted[0] : status === wanted;
    if (!hit) return false;
  }
  if (filter.tpp !== undefined) {
    const tpp = record.tpp;
    const wanted = filter.tpp.toLowerCase();
    if (tpp === undefined) return false;
    if (tpp.id !== filter.tpp && !tpp.name?.toLowerCase().includes(wanted)) return false;
  }
  return true;
}

const LONG = 256;

/**
 * What an accepted request's journal entry shows for a header value longer than LONG that it did not
 * keep. Such a value is unique to each request (the Signature), and keeping it for every request in
 * the journal would be much of the journal's cost (it outlives the young generation; docs/decisions.md
 * has the figures); a refused request keeps it, because that is when someone compares it with the
 * diagnosis.
 */
export const LONG_HEADER_LEFT_OUT =
  "(left out of the journal: long values are kept for refused requests only)";

declare module "../context.js" {
  interface ContextFeatures {
    /** The most recent requests, with what they were answered and why (`GET /__admin/requests`). */
    journal: RequestJournal;
  }
}

export function createRequestJournal(size: number): RequestJournal {
  const ring = new Ring<JournalRecord>(size);
  let seq = 0;
  /**
   * The last long value kept per header name. A TPP sends the same certificate (kilobytes) on every
   * call: each entry then shares one kept string, and the request's own copy dies young instead of
   * being promoted by the garbage collector, which is most of what keeping a full journal costs.
   */
  const lastLong = new Map<string, string>();
  const compact = (pairs: readonly string[], keepLong: boolean): string[] => {
    const out = pairs.slice();
    for (let i = 1; i < out.length; i += 2) {
      const value = out[i] ?? "";
      if (value.length <= LONG) continue;
      if (!keepLong) {
        out[i] = LONG_HEADER_LEFT_OUT;
        continue;
      }
      const name = (out[i - 1] ?? "").toLowerCase();
      const previous = lastLong.get(name);
      if (previous === value) out[i] = previous;
      else if (lastLong.size < 64 || lastLong.has(name)) lastLong.set(name, value);
    }
    return out;
  };
  return {
    size,
    record(record) {
      seq += 1;
      // Refused, or accepted with a signature diagnosis (trust mode warn): every header as sent.
      const keepLong = record.status >= 400 || record.signature !== undefined;
      ring.push(Object.assign(record, { seq, headers: compact(record.headers, keepLong) }));
    },
    list(filter) {
      const entries: JournalEntry[] = [];
      let total = 0;
      for (const record of ring.newestFirst()) {
        if (!matches(record, filter)) continue;
        total += 1;
        if (entries.length < filter.limit) entries.push(present(record));
      }
      return { total, entries };
    },
    find(xRequestId) {
      for (const record of ring.newestFirst()) if (record.requestId === xRequestId) return present(record);
      return undefined;
    },
    entry(wanted) {
      for (const record of ring.newestFirst()) if (record.seq === wanted) return present(record);
      return undefined;
    },
    clear() {
      ring.clear();
    },
    tpps() {
      const seen = new Map<string, { name?: string; requests: number }>();
      for (const { tpp } of ring.newestFirst()) {
        if (tpp === undefined) continue;
        const known = seen.get(tpp.id);
        seen.set(tpp.id, { ...(tpp.name ? { name: tpp.name } : {}), requests: (known?.requests ?? 0) + 1 });
      }
      return seen;
    },
  };
}
