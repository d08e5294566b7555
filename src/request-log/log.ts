import type { ForgottenRequests, LoggedRequest, RequestLog } from "../context.js";
import { Ring } from "./ring.js";

const LONG = 256;

/**
 * What an accepted request's entry shows for a header value longer than LONG that it did not keep.
 * Such a value is unique to each request (the Signature), and keeping it for every request in the
 * log would be much of the log's cost (it outlives the young generation; docs/decisions.md
 * has the figures); a refused request keeps it, because that is when someone compares it with the
 * diagnosis.
 */
export const LONG_HEADER_LEFT_OUT =
  "(left out of the request log: long values are kept for refused requests only)";

/**
 * The request log of `requestLog.size` requests (0 keeps none). Recording keeps references; the entry is
 * formatted when it is read, so a request pays for a push and not for JSON.
 */
/** Keeps nothing of what the ring forgets. */
const keepNothing: ForgottenRequests = {
  add() {},
  clear() {},
  counts: new Map(),
  owners: new Map(),
  resets: new Map(),
};

export function createRequestLog(size: number, forgotten: ForgottenRequests = keepNothing): RequestLog {
  const ring = new Ring<LoggedRequest>(size);
  let seq = 0;
  /**
   * The last long value kept per header name. A TPP sends the same certificate (kilobytes) on every
   * call: each entry then shares one kept string, and the request's own copy dies young instead of
   * being promoted by the garbage collector, which is most of what keeping a full log costs.
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
      const dropped = ring.push(Object.assign(record, { seq, headers: compact(record.headers, keepLong) }));
      if (dropped !== undefined) forgotten.add(dropped);
    },
    newestFirst() {
      return ring.newestFirst();
    },
    clear() {
      ring.clear();
      forgotten.clear();
    },
    forgotten,
  };
}
