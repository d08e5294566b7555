import type { SignatureDiagnosis } from "../signing/diagnosis.js";

/** Bodies are kept up to this many characters each; the entry says when one was cut. */
export const BODY_CAP = 16 * 1024;

/**
 * What the journal holds of one request while it is cheap to hold: references to what the request
 * already built (headers, body bytes, answer text), formatted only when someone reads the journal.
 */
export interface JournalRecord {
  seq: number;
  /** Sandbox clock at arrival, epoch ms. */
  at: number;
  method: string;
  path: string;
  query: string;
  requestId: string;
  headers: Headers;
  requestBody?: Uint8Array | string;
  status: number;
  durationMs: number;
  tpp?: { id: string; name?: string };
  answerBody?: string;
  answerType?: string;
  signature?: SignatureDiagnosis;
  /** Marks added by other features (e.g. an injected fault), shown with the entry. */
  notes: string[];
}

/** One request as `GET /__admin/requests` shows it. */
export interface JournalEntry {
  seq: number;
  time: string;
  method: string;
  path: string;
  query: string;
  status: number;
  /** The error codes of the answer (its `code` and each tppMessage's), none for a success. */
  codes: string[];
  durationMs: number;
  xRequestId: string;
  psuId?: string;
  tpp?: { id: string; name?: string };
  /** paymentId, basketId and authorisationId values the request named or its answer returned. */
  resources: string[];
  request: { headers: Record<string, string>; body?: string; bodyTruncated?: boolean };
  response: { contentType?: string; body?: string; bodyTruncated?: boolean };
  /** For a refused signature (or one only warned about): what failed and what the sandbox computed. */
  signatureDiagnosis?: SignatureDiagnosis;
  notes?: string[];
}

const decoder = new TextDecoder();

function capped(text: string): { body: string; bodyTruncated?: boolean } {
  return text.length <= BODY_CAP ? { body: text } : { body: text.slice(0, BODY_CAP), bodyTruncated: true };
}

function bodyText(body: Uint8Array | string | undefined): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === "string" ? body : decoder.decode(body.subarray(0, BODY_CAP * 4));
}

const ID_FIELDS = /"(paymentId|basketId|authorisationId|cancellationId)"\s*:\s*"([^"]{1,200})"/g;
const ID_SEGMENT =
  /\/(?:payments|periodic-payments|bulk-payments|signing-baskets|authorisations|cancellation-authorisations|sca)\/(?:[a-z-]+\/)?([A-Za-z0-9_-]{8,})/g;
const CODE_FIELDS = /"code"\s*:\s*"([A-Z_]+)"/g;

function resourcesOf(record: JournalRecord, request: string | undefined): string[] {
  const ids = new Set<string>();
  for (const m of record.path.matchAll(ID_SEGMENT)) if (m[1] !== undefined) ids.add(m[1]);
  for (const text of [request, record.answerBody]) {
    if (text === undefined || text.length > BODY_CAP * 4) continue;
    for (const m of text.matchAll(ID_FIELDS)) if (m[2] !== undefined) ids.add(m[2]);
  }
  return [...ids];
}

/** The error codes of an answer: read from its body, whoever built it (onError, a page, a challenge). */
function codesOf(record: JournalRecord): string[] {
  if (record.status < 400 || record.answerBody === undefined) return [];
  if (!record.answerType?.includes("json")) return [];
  return [...new Set([...record.answerBody.matchAll(CODE_FIELDS)].map((m) => m[1] ?? ""))];
}

export function present(record: JournalRecord): JournalEntry {
  const request = bodyText(record.requestBody);
  const headers: Record<string, string> = {};
  record.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const entry: JournalEntry = {
    seq: record.seq,
    time: new Date(record.at).toISOString(),
    method: record.method,
    path: record.path,
    query: record.query,
    status: record.status,
    codes: codesOf(record),
    durationMs: record.durationMs,
    xRequestId: record.requestId,
    resources: resourcesOf(record, request),
    request: { headers, ...(request === undefined || request === "" ? {} : capped(request)) },
    response: {
      ...(record.answerType === undefined ? {} : { contentType: record.answerType }),
      ...(record.answerBody === undefined || record.answerBody === "" ? {} : capped(record.answerBody)),
    },
  };
  const psuId = record.headers.get("psu-id");
  if (psuId !== null) entry.psuId = psuId;
  if (record.tpp !== undefined) entry.tpp = record.tpp;
  if (record.signature !== undefined) entry.signatureDiagnosis = record.signature;
  if (record.notes.length > 0) entry.notes = record.notes;
  return entry;
}
