import type { Context } from "hono";
import type { LoginThrottle } from "../context.js";
import { type ApiError, apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";

/** Wrong tokens a client may send before it has to wait: an operator's typos cost nothing. */
export const FREE_FAILURES = 5;
/** The first wait, doubling with each further failure up to MAX_WAIT_SECONDS. */
const FIRST_WAIT_SECONDS = 1;
/**
 * The longest wait. Whoever shares the operator's address (a script gone wrong, another user of the
 * machine) can delay the operator's next login by this much, never lock the operator out for longer.
 */
export const MAX_WAIT_SECONDS = 60;
/** A client quiet this long starts again with no failures. */
const FORGET_AFTER_MS = 15 * 60_000;
/** Addresses tracked at once; past it the longest-quiet ones are forgotten first. */
const MAX_CLIENTS = 10_000;

interface Failures {
  count: number;
  /** Epoch ms of the last failure. */
  last: number;
  /** Epoch ms before which no token of this client is checked. */
  until: number;
}

/** The wait after the `count`-th failure in a row, in seconds. */
export function waitAfter(count: number): number {
  if (count <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (count - FREE_FAILURES - 1), MAX_WAIT_SECONDS);
}

/**
 * Counts wrong admin tokens per client address. Nothing sleeps: a client that must wait is answered
 * at once (429 with Retry-After) without its token being checked, so waiting cannot be skipped by
 * guessing, and the event loop serves everyone else meanwhile.
 */
export function createLoginThrottle(now: () => number = () => Date.now()): LoginThrottle {
  const clients = new Map<string, Failures>();
  const current = (client: string): Failures | undefined => {
    const kept = clients.get(client);
    if (kept !== undefined && now() - kept.last > FORGET_AFTER_MS) {
      clients.delete(client);
      return undefined;
    }
    return kept;
  };
  return {
    waitFor(client) {
      const kept = current(client);
      return kept === undefined ? 0 : Math.max(0, Math.ceil((kept.until - now()) / 1000));
    },
    failed(client) {
      const count = (current(client)?.count ?? 0) + 1;
      const wait = waitAfter(count);
      const at = now();
      // Re-inserted, so the map's order is the order of last failures: the oldest go first.
      clients.delete(client);
      clients.set(client, { count, last: at, until: at + wait * 1000 });
      for (const oldest of clients.keys()) {
        if (clients.size <= MAX_CLIENTS) break;
        clients.delete(oldest);
      }
      return wait;
    },
    succeeded(client) {
      clients.delete(client);
    },
  };
}

/**
 * Whom a failed login is counted against: the address the connection came from, or one shared
 * bucket when the app is called in process (no socket). Never a forwarded-for header, which the
 * guesser would write itself.
 */
export function clientOf(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "in-process";
}

/** The 429 of a client that sent too many wrong tokens: none of its tokens is checked for `wait` s. */
export function tooManyTries(c: Context<AppEnv>, wait: number, path: string): ApiError {
  c.header("Retry-After", String(wait));
  return apiError(
    "ACCESS_EXCEEDED",
    `too many wrong admin tokens from this address: send the next one in ${wait} s (Retry-After); until then none is checked`,
    path,
  );
}
