import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { SignatureDiagnosis } from "../signing/diagnosis.js";
import { answerOf, requestBodyOf } from "./answer.js";
import type { JournalRecord } from "./entry.js";
import { withoutSecretAnswer, withoutSecretBody, withoutSecretHeaders } from "./redact.js";

interface Annotations {
  notes: string[];
  signature?: SignatureDiagnosis;
}

/**
 * What other features add to the entry of the request they handle, keyed by its hono Context. Made
 * only when one adds something (rare: a refusal, a fault), so a plain request adds no entry here.
 */
const annotations = new WeakMap<Context, Annotations>();

function annotationsOf(c: Context): Annotations {
  let kept = annotations.get(c);
  if (kept === undefined) {
    kept = { notes: [] };
    annotations.set(c, kept);
  }
  return kept;
}

/** Marks the request's journal entry (an injected fault, say); shown with the entry. */
export function noteInJournal(c: Context, note: string): void {
  annotationsOf(c).notes.push(note);
}

/** Keeps the diagnosis of the request's refused (or, in warn mode, only reported) signature. */
export function keepSignatureDiagnosis(c: Context, diagnosis: SignatureDiagnosis): void {
  annotationsOf(c).signature = diagnosis;
}

const JOURNALED = /^\/(?:v1|sca|__admin)(?:\/|$)/;
/** The journal's own routes and the dashboard's pages are not journaled: watching would fill it. */
const UNJOURNALED = /^\/__admin\/(?:requests(?:\/|$)|ui\/requests(?:\/|$)|$)/;
const DASHBOARD_PAGE = /^\/__admin\/(?:ui\/|login$)/;

/**
 * The request's header lines as name/value pairs. From Node's raw header list when the sandbox
 * listens (already built; no Headers object is walked), else from the fetch Request's headers.
 */
function headerPairs(c: Context<AppEnv>): string[] {
  const incoming = (c.env as { incoming?: { rawHeaders?: unknown } } | undefined)?.incoming;
  if (Array.isArray(incoming?.rawHeaders)) return incoming.rawHeaders as string[];
  const pairs: string[] = [];
  c.req.raw.headers.forEach((value, name) => {
    pairs.push(name, value);
  });
  return pairs;
}

/**
 * Records every request to the bank's interface, the SCA page and the control API in the request
 * journal, and logs one access line per request at info. Outermost, so it sees the final answer
 * (errors included) and the whole time taken.
 */
export const observeRequests = createMiddleware<AppEnv>(async function observeRequests(c, next) {
  const { journal, logger, clock } = c.get("ctx");
  const path = c.req.path;
  const journaled =
    journal.size > 0 &&
    JOURNALED.test(path) &&
    !UNJOURNALED.test(path) &&
    !(c.req.method === "GET" && DASHBOARD_PAGE.test(path));
  const started = performance.now();
  const at = journaled ? clock.now().getTime() : 0;
  await next();
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const res = c.res;
  const tpp = c.get("tpp");
  const requestId = c.get("requestId") ?? "";
  logger.info("request", {
    method: c.req.method,
    path,
    status: res.status,
    code: c.error instanceof ApiError ? c.error.code : undefined,
    ms: durationMs,
    requestId,
    tpp: tpp?.id,
  });
  if (!journaled) return;
  const requestBody = requestBodyOf(c.get("rawBody"), c.req.bodyCache as Record<string, unknown>);
  const answered = answerOf(res);
  const url = c.req.url;
  const q = url.indexOf("?");
  const kept = annotations.get(c);
  const answer = answered instanceof Promise ? await answered : answered;
  const record: Omit<JournalRecord, "seq"> = {
    at,
    method: c.req.method,
    path,
    query: q < 0 ? "" : url.slice(q + 1),
    requestId,
    headers: withoutSecretHeaders(headerPairs(c)),
    requestBody: withoutSecretBody(path, requestBody instanceof Promise ? await requestBody : requestBody),
    status: res.status,
    durationMs,
    type: answer.type,
    text: withoutSecretAnswer(path, answer.text),
  };
  // The identity object the certificate cache already holds: nothing new is kept per request.
  if (tpp !== undefined && tpp.id !== "anonymous") record.tpp = tpp;
  if (kept?.signature !== undefined) record.signature = kept.signature;
  if (kept !== undefined && kept.notes.length > 0) record.notes = kept.notes;
  journal.record(record);
});
