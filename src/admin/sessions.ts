import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AdminSessions } from "../context.js";
import type { AppEnv } from "../http/env.js";

/** The dashboard's session cookie (path /__admin, HttpOnly, SameSite=Strict): a session id. */
export const ADMIN_COOKIE = "psd2_sandbox_admin";

/** A session lasts this long from its login (a working day and more); the cookie says the same. */
export const SESSION_SECONDS = 12 * 60 * 60;
/** Sessions kept at once; past it the oldest login goes first (each login makes one). */
const MAX_SESSIONS = 1_000;

const secret = () => randomBytes(32).toString("base64url");

/**
 * The dashboard's sessions, in memory: a restart logs everyone out. The cookie carries only the
 * session's random id, so neither a cookie jar nor a journal ever holds the admin token.
 */
export function createAdminSessions(now: () => number = () => Date.now()): AdminSessions {
  const sessions = new Map<string, { csrf: string; expires: number }>();
  const live = (id: string | undefined) => {
    if (id === undefined) return undefined;
    const session = sessions.get(id);
    if (session === undefined || session.expires > now()) return session;
    sessions.delete(id);
    return undefined;
  };
  return {
    sessionless: secret(),
    start() {
      for (const [id, session] of sessions) if (session.expires <= now()) sessions.delete(id);
      for (const oldest of sessions.keys()) {
        if (sessions.size < MAX_SESSIONS) break;
        sessions.delete(oldest);
      }
      const id = secret();
      const csrf = secret();
      sessions.set(id, { csrf, expires: now() + SESSION_SECONDS * 1000 });
      return { id, csrf, maxAgeSeconds: SESSION_SECONDS };
    },
    find(id) {
      const session = live(id);
      return session === undefined ? undefined : { csrf: session.csrf };
    },
    end(id) {
      if (id !== undefined) sessions.delete(id);
    },
  };
}

/** The live dashboard session the request's cookie names, if any. */
export function sessionOf(c: Context<AppEnv>): { csrf: string } | undefined {
  return c.get("ctx").admin.sessions.find(getCookie(c, ADMIN_COOKIE));
}

/** The CSRF token the dashboard's forms carry for this visitor: its session's, else the sandbox's own. */
export function csrfFor(c: Context<AppEnv>): string {
  return sessionOf(c)?.csrf ?? c.get("ctx").admin.sessions.sessionless;
}
