import type { PackedForm } from "../store/registry.js";
import type { RequestIdRecord } from "./model.js";

/**
 * How a remembered X-Request-ID is kept in memory until a fold moves it to the data file: one flat
 * latin1 string of bytes instead of its JSON text, because a busy sandbox remembers hundreds of
 * thousands. Nothing the map's key already says (the key, the TPP), the body hash and the packed
 * answer as raw bytes, the times as numbers, and the request line's start, one of the dictionary's
 * (the remembered operations' own, `requestLineDictionary`), as one byte:
 *
 *   0x01 | at (6 bytes) | realAt (6) | hash length (1) | hash | request start (1) | rest length (2) | rest | answer
 *
 * Memory only: the journal and the data file keep the record's JSON, so this form and its dictionary
 * may change freely (a store packs and unpacks with the one its model was made with).
 */
const TAG = "\u0001";
const DICTIONARY = "d1";

/** Where records are packed, so a pack allocates no buffer (a larger record gets its own). */
const SCRATCH = Buffer.allocUnsafe(16 * 1024);

/**
 * The memory form of remembered X-Request-IDs, their request lines' starts found in `dictionary`'s
 * (longest first, ending with ""), which is read on the first record packed or unpacked.
 */
export function requestIdPacking(dictionary: () => readonly string[]): PackedForm<RequestIdRecord> {
  let starts: readonly string[] | undefined;
  const startsOf = () => {
    starts ??= dictionary();
    return starts;
  };
  return {
    pack: (record) => packRecord(startsOf(), record),
    unpack: (key, packed) => unpackRecord(startsOf(), key, packed),
  };
}

/** The record's memory form, or undefined when it does not fit it (then its JSON text is kept). */
function packRecord(starts: readonly string[], record: RequestIdRecord): string | undefined {
  const { at, realAt, bodyHash, request, answer } = record;
  // A record an older sandbox kept (the whole answer as an object, an ISO time, no real time) stays JSON.
  if (typeof request !== "string" || typeof bodyHash !== "string" || typeof answer !== "string")
    return undefined;
  if (!isTime(at) || !isTime(realAt)) return undefined;
  if (!answer.startsWith(`${DICTIONARY}:`) || bodyHash.length > 300) return undefined;
  const start = starts.findIndex((s) => request.startsWith(s));
  const rest = request.slice((starts[start] as string).length);
  const restLength = Buffer.byteLength(rest, "utf8");
  if (restLength > 0xffff) return undefined;
  const size = 1 + 6 + 6 + 1 + bodyHash.length + 1 + 2 + restLength + answer.length;
  const scratch = size <= SCRATCH.length ? SCRATCH : Buffer.allocUnsafe(size);
  let offset = scratch.write(TAG, 0, "latin1");
  offset = scratch.writeUIntBE(at, offset, 6);
  offset = scratch.writeUIntBE(realAt, offset, 6);
  const hashAt = offset + 1;
  const hashLength = scratch.write(bodyHash, hashAt, "base64url");
  // Only what comes back exactly as it was: a hash or answer spelled otherwise keeps the JSON text.
  if (hashLength > 255 || scratch.toString("base64url", hashAt, hashAt + hashLength) !== bodyHash)
    return undefined;
  scratch.writeUInt8(hashLength, offset);
  offset = scratch.writeUInt8(start, hashAt + hashLength);
  const restAt = offset + 2;
  scratch.writeUInt16BE(scratch.write(rest, restAt, "utf8"), offset);
  const answerAt = restAt + restLength;
  const answerEnd = answerAt + scratch.write(answer.slice(DICTIONARY.length + 1), answerAt, "base64");
  if (scratch.toString("base64", answerAt, answerEnd) !== answer.slice(DICTIONARY.length + 1))
    return undefined;
  return scratch.toString("latin1", 0, answerEnd);
}

/** The record `packRecord` packed, kept under `key`. */
function unpackRecord(starts: readonly string[], key: string, packed: string): RequestIdRecord {
  const bytes = Buffer.from(packed, "latin1");
  if (packed[0] !== TAG) throw new Error(`not a packed X-Request-ID record: ${key}`);
  let p = 1;
  const at = bytes.readUIntBE(p, 6);
  const realAt = bytes.readUIntBE(p + 6, 6);
  p += 12;
  const hashLength = bytes.readUInt8(p++);
  const bodyHash = bytes.toString("base64url", p, p + hashLength);
  p += hashLength;
  const start = starts[bytes.readUInt8(p++)] ?? "";
  const restLength = bytes.readUInt16BE(p);
  p += 2;
  const request = start + bytes.toString("utf8", p, p + restLength);
  p += restLength;
  return { key, request, bodyHash, at, realAt, answer: `${DICTIONARY}:${bytes.toString("base64", p)}` };
}

/** A time the packed form holds: whole ms from 1970 on, in 6 bytes. */
function isTime(ms: number | undefined): ms is number {
  return ms !== undefined && Number.isSafeInteger(ms) && ms >= 0 && ms < 2 ** 48;
}
