import type { LoggedRequest } from "../context.js";
import { SignatureDiagnosis } from "../signing/diagnosis.js";
import type { RequestLogEntry } from "./schema.js";

export type { RequestLogEntry };

/** Bodies are kept up to this many characters each; the entry says when one was cut. */
export const BODY_CAP = 16 * 1024;

const decoder = new TextDecoder();

function capped(text: string): { body: string; bodyTruncated?: boolean } {
  return text.length <= BODY_CAP ? { body: text } : { body: text.slice(0, BODY_CAP), bodyTruncated: true };
}

function bodyText(body: Uint8Array | string | undefined): string | undefined {
  if (body === undefined) return undefined;
  return typeof body === "string" ? body : decoder.decode(body.subarray(0, BODY_CAP * 4));
}

const ID_FIELDS = /"(paymentId|basketId|authorisationId|cancellationId)"\s*:\s*"([^"]{1,200})"/g;
const CODE_FIELDS = /"code"\s*:\s*"([A-Z_]+)"/g;

/** A path segment decoded, or as sent when it does not decode (the log keeps what it was given). */
function decodedOr(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function resourcesOf(record: LoggedRequest, request: string | undefined): string[] {
  const ids = new Set<string>();
  // The ids the path names, as the operation declares them; then those its bodies name.
  for (const id of record.pathIds ?? []) ids.add(decodedOr(id));
  for (const text of [request, record.text]) {
    if (text === undefined || text.length > BODY_CAP * 4) continue;
    for (const m of text.matchAll(ID_FIELDS)) if (m[2] !== undefined) ids.add(m[2]);
  }
  return [...ids];
}

/** The error codes of an answer: read from its body, whoever built it (onError, a page, a challenge). */
function codesOf(record: LoggedRequest): string[] {
  if (record.status < 400 || record.text === undefined) return [];
  if (!record.type?.includes("json")) return [];
  return [...new Set([...record.text.matchAll(CODE_FIELDS)].map((m) => m[1] ?? ""))];
}

export function present(record: LoggedRequest): RequestLogEntry {
  const request = bodyText(record.requestBody);
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < record.headers.length; i += 2) {
    const name = (record.headers[i] ?? "").toLowerCase();
    const value = record.headers[i + 1] ?? "";
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const entry: RequestLogEntry = {
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
      ...(record.type === undefined ? {} : { contentType: record.type }),
      ...(record.text === undefined || record.text === "" ? {} : capped(record.text)),
    },
  };
  const psuId = headers["psu-id"];
  if (psuId !== undefined) entry.psuId = psuId;
  if (record.tpp !== undefined) {
    entry.tpp =
      record.tpp.name === undefined ? { id: record.tpp.id } : { id: record.tpp.id, name: record.tpp.name };
  }
  // Kept as the signing feature made it; typed here, where it is read (rarely: someone is looking).
  if (record.signature !== undefined) entry.signatureDiagnosis = SignatureDiagnosis.parse(record.signature);
  if (record.notes !== undefined && record.notes.length > 0) entry.notes = record.notes;
  return entry;
}
