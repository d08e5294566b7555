/**
 * X-Request-ID is the request's identity: the same TPP sending an id it used within
 * `idempotency.window` (real time: moving the bank clock forgets nothing) gets the first answer again if the request is the same (method,
 * path, query, body), with nothing done twice; anything else with that id is refused. This closes
 * replays of signed headers (the signature does not cover the method or the path) and makes retries
 * testable.
 *
 * One commit per request: the handler works on the request's unit of work (`c.var.work`, opened
 * with the bank), and its changes reach the store together with the id's record, as one journal entry. A crash leaves the request done and
 * remembered, or neither: a retry after any crash gets the first answer, or a first one.
 */
import { hash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import { builtBody } from "../http/answers.js";
import type { AppEnv } from "../http/env.js";
import { requestUrl } from "../http/url.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import { parseDuration, type Duration } from "../domain/duration.js";
import { change, type StoreChange } from "../store/change.js";
import { eachIdInSlices } from "../store/scan.js";
import type { Store } from "../store/store.js";
import { unpackAnswer } from "./answer.js";
import {
  currentRecord,
  differences,
  type Fingerprint,
  fingerprintOf,
  type Instant,
  isRemembered,
  rememberedRecord,
} from "./fingerprint.js";
import type { RequestIdRecord, StoredAnswer } from "./model.js";

export const REPLAY_HEADER = "X-Sandbox-Replayed";
/**
 * Headers of the first answer that are not given again: they belong to the call, not the answer (the
 * stages outside this one add them to every call: a fault's mark, CORS's Vary).
 */
const PER_CALL = new Set([
  "x-request-id",
  "content-length",
  "x-sandbox-signature-warning",
  "x-sandbox-fault",
  "vary",
]);
const PRUNE_EVERY_MS = 3600 * 1000;

function hashOf(body: Uint8Array): string {
  return body.length === 0 ? "" : hash("sha256", body, "base64url");
}

function storedHeaders(given: Headers): [string, string][] {
  const headers: [string, string][] = [];
  given.forEach((value, name) => {
    if (!PER_CALL.has(name)) headers.push([name, value]);
  });
  return headers;
}

/** The answer to remember; at once when its body was built as text, else once the Response is read. */
function keep(c: Context<AppEnv & ReplayEnv>): StoredAnswer | Promise<StoredAnswer> {
  const response = c.res;
  const kept = (body: string) => ({
    status: response.status,
    headers: storedHeaders(response.headers),
    body,
  });
  // The body as built when it is at hand: reading the Response would turn it into a streamed one.
  const built = builtBody(c.get("answer"), c.res);
  if (typeof built === "string" || built === null) return kept(built ?? "");
  return response.clone().text().then(kept);
}

function refuse(requestId: string, record: RequestIdRecord, parts: string[]): never {
  throw apiError(
    "FORMAT_ERROR",
    `X-Request-ID ${requestId} was already used at ${new Date(record.at).toISOString()} for ${record.request}; this request differs in ${parts.join(", ")}. Send a new UUID for every request (reuse one only to retry the identical request)`,
    "X-Request-ID",
  );
}

/** Now on the bank's clock and in real time (the bank clock less its offset). */
function instant(clock: Clock): Instant {
  const bank = clock.now();
  return { bank, real: bank.getTime() - clock.offsetMs() };
}

/** `idempotency.window` (validated by the config schema). */
function windowOf(text: string): Duration {
  const window = parseDuration(text);
  if (window === undefined) throw new Error(`idempotency.window ${text} is not an ISO 8601 duration`);
  return window;
}

/**
 * A request whose X-Request-ID is new (or forgotten): its changes wait in its unit of work until the
 * pipeline's outermost stage has the answer and settles it (`answered` false: no answer to keep).
 */
export interface OpenReplay {
  /** Undefined when it is settled already; a promise when the answer's body had to be read first. */
  settle(answered: boolean): Promise<void> | undefined;
}

/** The stages that open and settle a request's X-Request-ID memory see it in `c.var.replay`. */
export interface ReplayEnv {
  Variables: { replay?: OpenReplay };
}

/**
 * Gives a remembered request its first answer again, or refuses a reused id; else opens the request's
 * memory (`c.var.replay`), which commits the request's unit of work (`c.var.work`) with the request's
 * record: the bank's middleware opens it before this one runs.
 */
export function rememberRequestIds() {
  /** Requests being handled, so a retry sent before the first answer waits for it instead of running twice. */
  const inFlight = new Map<string, Promise<void>>();
  let prunedAt = Number.NEGATIVE_INFINITY;
  /** The window as last parsed, with the text it was parsed from (one app serves one config). */
  let parsed: { text: string; window: Duration } | undefined;

  /**
   * Forgets the ids older than the window, at most once an hour (real time), in the background and
   * a slice at a time: after a quiet day a busy sandbox may forget a great many at once. Each slice
   * commits its removals before other requests are let in, and reads each record afresh: an id
   * used again since is remembered anew, and stays.
   */
  function prune(store: Store, now: Instant, window: Duration, logger: Logger): void {
    if (Math.abs(now.real - prunedAt) < PRUNE_EVERY_MS) return;
    prunedAt = now.real;
    let expired: StoreChange[] = [];
    const forget = (key: string) => {
      const record = store.get("requestIds", key);
      if (record !== undefined && !isRemembered(record, now, window))
        expired.push(change.remove("requestIds", key));
    };
    const commit = () => {
      if (expired.length > 0) store.commit(expired);
      expired = [];
    };
    // A commit fails only once the store is closed (shutdown): the ids are forgotten at the next start.
    eachIdInSlices(store, "requestIds", forget, commit).catch((error: unknown) =>
      logger.warn("forgetting old X-Request-IDs stopped", { error: String(error) }),
    );
  }

  return createMiddleware<AppEnv & ReplayEnv>(async function rememberRequestIds(c, next) {
    const ctx = c.get("ctx");
    const { store, clock, logger } = ctx;
    const text = ctx.config.idempotency.window;
    if (parsed?.text !== text) parsed = { text, window: windowOf(text) };
    const { window } = parsed;
    const requestId = c.get("requestId").toLowerCase();
    const key = `${c.get("tpp").id} ${requestId}`;
    const url = requestUrl(c);
    const fingerprint: Fingerprint = {
      method: c.req.method.toUpperCase(),
      path: url.pathname,
      query: url.search,
      bodyHash: hashOf(c.get("rawBody")),
    };
    const pending = inFlight.get(key);
    if (pending !== undefined) await pending;
    const stored = store.get("requestIds", key);
    const known = stored === undefined ? undefined : currentRecord(stored);
    if (known !== undefined && isRemembered(known, instant(clock), window)) {
      const parts = differences(fingerprintOf(known), fingerprint);
      if (parts.length > 0) refuse(requestId, known, parts);
      const { status, headers, body } = unpackAnswer(known.answer);
      return c.newResponse(body, status as 200, { ...Object.fromEntries(headers), [REPLAY_HEADER]: "true" });
    }
    let done = () => {};
    inFlight.set(key, new Promise<void>((resolve) => (done = resolve)));
    const work = c.get("work");
    if (work === undefined) throw new Error("the X-Request-ID memory runs after the bank's middleware");
    // Whatever happens, nothing the handler changed stays pending.
    const close = () => {
      work.flush();
      inFlight.delete(key);
      done();
    };
    const commit = (now: Instant, answer: StoredAnswer | undefined) => {
      try {
        const record =
          answer === undefined
            ? []
            : [change.put("requestIds", rememberedRecord(key, fingerprint, now, answer))];
        work.flush(record);
        prune(store, now, window, logger);
      } finally {
        close();
      }
    };
    c.set("replay", {
      // Without a promise when the answer is at hand (most requests): no turn of the event loop more.
      settle(answered) {
        let now: Instant;
        let answer: StoredAnswer | Promise<StoredAnswer> | undefined;
        try {
          now = instant(clock);
          // A 5xx is not an answer to give again: the request's changes are committed, the id is not kept.
          answer = !answered || c.res.status >= 500 ? undefined : keep(c);
        } catch (error) {
          close();
          throw error;
        }
        if (!(answer instanceof Promise)) {
          commit(now, answer);
          return undefined;
        }
        return answer.then(
          (kept) => commit(now, kept),
          (error: unknown) => {
            close();
            throw error;
          },
        );
      },
    });
    await next();
  });
}
