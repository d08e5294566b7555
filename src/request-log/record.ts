import type { Context } from "hono";
import type { LoggedRequest } from "../context.js";
import { ApiError } from "../errors.js";
import { builtBody } from "../http/answers.js";
import type { FrameEnv } from "../http/env.js";
import type { OperationRules } from "../http/operation-rules.js";
import { type Answer, answerOf, requestBodyOf } from "./answer.js";
import { withoutSecretAnswer, withoutSecretBody, withoutSecretHeaders } from "./redact.js";

/** The request's rules: its operation's; for one no operation matched, its interface's defaults. */
function rulesOf(c: Context<FrameEnv>): OperationRules | undefined {
  return c.get("operation") ?? c.get("unmatchedRules");
}

/**
 * Whether the request log keeps this request: unless its operation (or, for a request none matched,
 * its interface) says `logged: false`; never one under no interface's base. Read once the request's
 * operation is known (after the router's stage).
 */
export function isLogged(c: Context<FrameEnv>): boolean {
  if (c.get("ctx").requestLog.size === 0) return false;
  const rules = rulesOf(c);
  return rules !== undefined && rules.logged !== false;
}

/**
 * The request's header lines as name/value pairs. From Node's raw header list when the sandbox
 * listens (already built; no Headers object is walked), else from the fetch Request's headers.
 */
function headerPairs(c: Context<FrameEnv>): string[] {
  const incoming = (c.env as { incoming?: { rawHeaders?: unknown } } | undefined)?.incoming;
  if (Array.isArray(incoming?.rawHeaders)) return incoming.rawHeaders as string[];
  const pairs: string[] = [];
  c.req.raw.headers.forEach((value, name) => {
    pairs.push(name, value);
  });
  return pairs;
}

/** One access line per request, at info. */
export function logAccess(c: Context<FrameEnv>, durationMs: number): void {
  const { logger } = c.get("ctx");
  // At the default level (warn) there is no access line: its fields are not gathered either.
  if (logger.enabled?.("info") === false) return;
  logger.info("request", {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    code: c.error instanceof ApiError ? c.error.code : undefined,
    ms: durationMs,
    requestId: c.get("requestId"),
    tpp: c.get("tpp")?.id,
  });
}

/** The ids the matched operation's path names, in the order it lists them (`logs`). */
function pathIdsOf(c: Context<FrameEnv>): readonly string[] | undefined {
  const names = c.get("operation")?.logs;
  const params = c.get("operationParams");
  if (names === undefined || params === undefined) return undefined;
  const ids: string[] = [];
  for (const name of names) {
    const id = params[name];
    if (id !== undefined) ids.push(id);
  }
  return ids.length > 0 ? ids : undefined;
}

/**
 * Records the answered request in the request log: what it sent, what it was answered, and why. At
 * once when both bodies are at hand (most requests); else the promise of the record, once they are read.
 */
export function logRequest(c: Context<FrameEnv>, at: number, durationMs: number): Promise<void> | undefined {
  const requestBody = requestBodyOf(c.get("rawBody"), c.req.bodyCache as Record<string, unknown>);
  const answered = answerOf(c.res, builtBody(c.get("answer"), c.res));
  if (requestBody instanceof Promise || answered instanceof Promise) {
    return Promise.all([answered, requestBody]).then(([answer, body]) => {
      record(c, at, durationMs, answer, body);
    });
  }
  record(c, at, durationMs, answered, requestBody);
  return undefined;
}

function record(
  c: Context<FrameEnv>,
  at: number,
  durationMs: number,
  answer: Answer,
  requestBody: Uint8Array | string | undefined,
): void {
  const path = c.req.path;
  const secrets = rulesOf(c)?.logSecrets;
  const res = c.res;
  const tpp = c.get("tpp");
  const url = c.req.url;
  const q = url.indexOf("?");
  const kept = c.get("logNotes");
  const record: Omit<LoggedRequest, "seq"> = {
    at,
    method: c.req.method,
    path,
    query: q < 0 ? "" : url.slice(q + 1),
    requestId: c.get("requestId"),
    headers: withoutSecretHeaders(headerPairs(c)),
    requestBody: withoutSecretBody(secrets, requestBody),
    status: res.status,
    durationMs,
    type: answer.type,
    text: withoutSecretAnswer(secrets, answer.text),
  };
  // The identity object the certificate cache already holds: nothing new is kept per request.
  if (tpp !== undefined && tpp.id !== "anonymous") record.tpp = tpp;
  if (kept?.signature !== undefined) record.signature = kept.signature;
  if (kept !== undefined && kept.notes.length > 0) record.notes = kept.notes;
  const ids = pathIdsOf(c);
  if (ids !== undefined) record.pathIds = ids;
  c.get("ctx").requestLog.record(record);
}
