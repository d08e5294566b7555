import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { csrfFor } from "../sessions.js";
import type { Markup } from "./layout.js";

/** The form field that carries the token. */
export const CSRF_FIELD = "csrf";

/** The hidden field every dashboard form that changes something carries. */
export function csrfField(c: Context<AppEnv>): Markup {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${csrfFor(c)}">`;
}

/**
 * The posted CSRF field. The guard runs in front of every dashboard post, before any operation's
 * input step, so it reads the one field itself (the body is read once; hono keeps it).
 */
async function sentToken(c: Context<AppEnv>): Promise<string> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return "";
  return new URLSearchParams(await c.req.text()).get(CSRF_FIELD) ?? "";
}

/** Whether the posted form carries this visitor's CSRF token (compared in constant time). */
export async function csrfMatches(c: Context<AppEnv>): Promise<boolean> {
  const sent = Buffer.from(await sentToken(c));
  const expected = Buffer.from(csrfFor(c));
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

export function csrfRefusal(): Error {
  return apiError(
    "FORBIDDEN",
    `this form's ${CSRF_FIELD} field is missing or out of date (the sandbox restarted, or the session ended): reload the dashboard page and send the form again`,
    CSRF_FIELD,
  );
}

/**
 * A dashboard form post must carry the token its page was rendered with, so a page elsewhere that
 * knows the form's fields still cannot make the operator's browser send it.
 */
export const requireCsrf = createMiddleware<AppEnv>(async function requireCsrf(c, next) {
  if (c.req.method === "POST" && !(await csrfMatches(c))) throw csrfRefusal();
  await next();
});
