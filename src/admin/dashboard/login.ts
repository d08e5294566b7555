import { z } from "zod";
import { defineOperation } from "../../http/operation.js";
import { backToPage, csrf, htmlPage, pageHeaders, ui } from "./operation-parts.js";
import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import { requestUrl } from "../../http/url.js";
import { ADMIN_COOKIE } from "../sessions.js";
import { clientOf } from "../throttle.js";
import { csrfMatches, csrfRefusal } from "./csrf.js";
import { page } from "./layout.js";

/** Whether `given` is the configured admin token (compared in constant time); true when none is set. */
export function adminTokenMatches(c: Context<AppEnv>, given: string | undefined): boolean {
  const token = c.get("ctx").config.adminToken;
  if (token === undefined) return true;
  const sent = Buffer.from(given ?? "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The dashboard's answer to a visitor without a session: a form asking for the admin token. */
export function loginPage(
  c: Context<AppEnv>,
  status: 200 | 401 | 429,
  error?: string,
): Response | Promise<Response> {
  return page(
    c,
    "Admin token required",
    html`${error ? html`<p class="notice bad" role="alert">${error}</p>` : ""}
<section class="card">
<p>This sandbox has an <code>adminToken</code>: enter it to use the dashboard (you get a session for <code>/__admin</code>, kept in a cookie for 12 hours or until you log out), or send <code>Authorization: Bearer &lt;adminToken&gt;</code>.</p>
<form method="post" action="/__admin/login">
<label>Admin token <input type="password" name="token" autocomplete="current-password" required></label>
<input type="hidden" name="next" value="${c.req.path === "/__admin/login" ? "/__admin/" : c.req.path}">
<button type="submit">Log in</button>
</form>
</section>`,
    status,
  );
}

/** Dashboard paths only: an answer there may redirect to a path of ours, never elsewhere. */
function safeNext(next: string | null): string {
  return next !== null && /^\/__admin(?:\/[\w\-/.~%]*)?$/.test(next) && !next.includes("//")
    ? next
    : "/__admin/";
}

export const dashboardLoginPage = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardLoginPage",
    method: "get",
    path: "/__admin/login",
    summary: "Dashboard: log in with the admin token",
    responses: { 200: htmlPage("The login form."), 303: backToPage },
    handle: (c) =>
      c.get("ctx").config.adminToken === undefined ? c.redirect("/__admin/", 303) : loginPage(c, 200),
  }),
);

export const dashboardLogin = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardLogin",
    method: "post",
    path: "/__admin/login",
    summary: "Dashboard: log in",
    logSecrets: "login",
    form: z.object({ token: z.string(), next: z.string().optional() }),
    responses: {
      303: { ...backToPage, headers: ["Set-Cookie", ...(backToPage.headers ?? [])] },
      429: {
        ...htmlPage("Too many wrong tokens from this address: the login page, saying how long to wait."),
        headers: ["Retry-After", ...pageHeaders],
      },
    },
    handle: async (c) => {
      const { logins, sessions } = c.get("ctx").admin;
      const client = clientOf(c);
      const wait = logins.waitFor(client);
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return loginPage(c, 429, `Too many wrong tokens from your address: try again in ${wait} s.`);
      }
      const form = c.req.valid("form") ?? {};
      if (!adminTokenMatches(c, form.token)) {
        logins.failed(client);
        return loginPage(c, 401, "That is not this sandbox's admin token.");
      }
      logins.succeeded(client);
      const session = sessions.start();
      setCookie(c, ADMIN_COOKIE, session.id, {
        path: "/__admin",
        httpOnly: true,
        sameSite: "Strict",
        secure: requestUrl(c).protocol === "https:",
        maxAge: session.maxAgeSeconds,
      });
      return c.redirect(safeNext(form.next ?? null), 303);
    },
  }),
);

// Ends the session the cookie names (its form carries the session's CSRF token) and drops the cookie.
export const dashboardLogout = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardLogout",
    method: "post",
    path: "/__admin/logout",
    summary: "Dashboard: log out (the session ends)",
    form: csrf,
    responses: { 303: { ...backToPage, headers: ["Set-Cookie", ...(backToPage.headers ?? [])] } },
    handle: async (c) => {
      const { sessions } = c.get("ctx").admin;
      const id = getCookie(c, ADMIN_COOKIE);
      if (sessions.find(id) !== undefined) {
        if (!(await csrfMatches(c))) throw csrfRefusal();
        sessions.end(id);
      }
      deleteCookie(c, ADMIN_COOKIE, { path: "/__admin" });
      return c.redirect(c.get("ctx").config.adminToken === undefined ? "/__admin/" : "/__admin/login", 303);
    },
  }),
);
