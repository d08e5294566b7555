import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { SignatureDiagnosis } from "../signing/diagnosis.js";
import { answerText, requestBodyOf } from "./answer.js";

interface Annotations {
  notes: string[];
  signature?: SignatureDiagnosis;
}

/** What other features add to the entry of the request they handle, keyed by its hono Context. */
const annotations = new WeakMap<Context, Annotations>();

/** Marks the request's journal entry (an injected fault, say); shown with the entry. */
export function noteInJournal(c: Context, note: string): void {
  annotations.get(c)?.notes.push(note);
}

/** Keeps the diagnosis of the request's refused (or, in warn mode, only reported) signature. */
export function keepSignatureDiagnosis(c: Context, diagnosis: SignatureDiagnosis): void {
  const kept = annotations.get(c);
  if (kept !== undefined) kept.signature = diagnosis;
}

const JOURNALED = /^\/(?:v1|sca|__admin)(?:\/|$)/;
/** The journal's own routes and the dashboard's pages are not journaled: watching would fill it. */
const UNJOURNALED = /^\/__admin\/(?:requests(?:\/|$)|ui\/requests(?:\/|$)|$)/;
const DASHBOARD_PAGE = /^\/__admin\/(?:ui\/|login$)/;

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
  const kept: Annotations = { notes: [] };
  if (journaled) annotations.set(c, kept);
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
  const answerBody = answerText(res);
  const url = c.req.url;
  const q = url.indexOf("?");
  journal.record({
    at,
    method: c.req.method,
    path,
    query: q < 0 ? "" : url.slice(q + 1),
    requestId,
    headers: c.req.raw.headers,
    requestBody: requestBody instanceof Promise ? await requestBody : requestBody,
    status: res.status,
    durationMs,
    ...(tpp === undefined || tpp.id === "anonymous"
      ? {}
      : { tpp: { id: tpp.id, ...(tpp.name ? { name: tpp.name } : {}) } }),
    answerBody: answerBody instanceof Promise ? await answerBody : answerBody,
    answerType: res.headers.get("content-type") ?? undefined,
    ...(kept.signature === undefined ? {} : { signature: kept.signature }),
    notes: kept.notes,
  });
});
