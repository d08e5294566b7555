import { addDuration, type Duration, parseDuration } from "../domain/duration.js";
import { packAnswer } from "./answer.js";
import type { RequestIdRecord, StoredAnswer } from "./model.js";

/** What makes two requests with one X-Request-ID the same request. */
export interface Fingerprint {
  method: string;
  /** The path and the query as sent (with its `?`, or none). */
  path: string;
  query: string;
  bodyHash: string;
}

/** A moment on both clocks: the bank's (movable) and real time (epoch ms). */
export interface Instant {
  bank: Date;
  real: number;
}

/**
 * Whether the id is still remembered at `now`: for `idempotency.window` of real time from its first
 * answer, whatever the bank clock did meanwhile (a record an older sandbox kept: of bank time).
 */
export function isRemembered(
  record: Pick<RequestIdRecord, "at" | "realAt">,
  now: Instant,
  window: Duration,
): boolean {
  if (record.realAt === undefined)
    return addDuration(new Date(record.at), window).getTime() > now.bank.getTime();
  return addDuration(new Date(record.realAt), window).getTime() > now.real;
}

/**
 * How long, in ms from `now`, an id used now stays remembered under `idempotency.window` (the config
 * schema has validated it): a signed Date older than that could replay a forgotten id's request.
 */
export function rememberedMs(window: string, now: Date): number {
  const duration = parseDuration(window);
  if (duration === undefined) throw new Error(`idempotency.window ${window} is not an ISO 8601 duration`);
  return addDuration(now, duration).getTime() - now.getTime();
}

/** The fingerprint a record keeps, read back from its `request` line. */
export function fingerprintOf(record: Pick<RequestIdRecord, "request" | "bodyHash">): Fingerprint {
  const space = record.request.indexOf(" ");
  const target = record.request.slice(space + 1);
  const question = target.indexOf("?");
  return {
    method: record.request.slice(0, space),
    path: question < 0 ? target : target.slice(0, question),
    query: question < 0 ? "" : target.slice(question),
    bodyHash: record.bodyHash,
  };
}

/** The record of a request first answered at `at` with `answer` (no `at.real`: an older sandbox's). */
export function rememberedRecord(
  key: string,
  fingerprint: Fingerprint,
  at: { bank: Date; real?: number | undefined },
  answer: StoredAnswer,
): RequestIdRecord {
  // In the order `unpackRecord` gives the fields back, so the JSON text is the same either way.
  return {
    key,
    request: describe(fingerprint),
    bodyHash: fingerprint.bodyHash,
    at: at.bank.getTime(),
    ...(at.real === undefined ? {} : { realAt: at.real }),
    answer: packAnswer(answer),
  };
}

/**
 * A record as an older sandbox kept it (the whole answer, the fingerprint's parts, an ISO time, a hex
 * hash), still in a data file for up to a window after an upgrade: read as today's.
 */
interface OlderRecord {
  key: string;
  method: string;
  path: string;
  query: string;
  bodyHash: string;
  at: string;
  answer: StoredAnswer;
}

/** The record as this sandbox keeps it (one an older sandbox kept is packed on the way). */
export function currentRecord(stored: RequestIdRecord | OlderRecord): RequestIdRecord {
  if (typeof stored.answer === "string") return stored as RequestIdRecord;
  const older = stored as OlderRecord;
  const bodyHash = older.bodyHash === "" ? "" : Buffer.from(older.bodyHash, "hex").toString("base64url");
  return rememberedRecord(older.key, { ...older, bodyHash }, { bank: new Date(older.at) }, older.answer);
}

/** The parts that differ, in the order a developer would look at them (empty: the same request). */
export function differences(first: Fingerprint, again: Fingerprint): string[] {
  const parts: string[] = [];
  if (first.method !== again.method) parts.push("method");
  if (first.path !== again.path) parts.push("path");
  if (first.query !== again.query) parts.push("query");
  if (first.bodyHash !== again.bodyHash) parts.push("body");
  return parts;
}

/** "GET /v1/payments/x/status" (with the query when there was one). */
export function describe(fingerprint: Pick<Fingerprint, "method" | "path" | "query">): string {
  return `${fingerprint.method} ${fingerprint.path}${fingerprint.query}`;
}
