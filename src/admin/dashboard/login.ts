import { timingSafeEqual } from "node:crypto";
import type { Context, Hono } from "hono";
import { setCookie } from "hono/cookie";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import { formOf, page } from "./layout.js";

export const ADMIN_COOKIE = "psd2_sandbox_admin";

/** Whether `given` is the configured admin token (compared in constant time); true when none is set. */
export function adminTokenMatches(c: Context<AppEnv>, given: string | undefined): boolean {
  const token = c.get("ctx").config.adminToken;
  if (token === undefined) return true;
  const sent = Buffer.from(given ?? "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The dashboard's answer to a visitor without the admin token: a form asking for it. */
export function loginPage(
  c: Context<AppEnv>,
  status: 200 | 401,
  error?: string,
): Response | Promise<Response> {
  return page(
    c,
    "Admin token required",
    html`${error ? html`<p class="notice bad" role="alert">${error}</p>` : ""}
<section class="card">
<p>This sandbox has an <code>adminToken</code>: enter it to use the dashboard (it is kept in a cookie for <code>/__admin</code>), or send <code>Authorization: Bearer &lt;adminToken&gt;</code>.</p>
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

export function registerLogin(app: Hono<AppEnv>): void {
  app.get("/login", (c) =>
    c.get("ctx").config.adminToken === undefined ? c.redirect("/__admin/", 303) : loginPage(c, 200),
  );
  app.post("/login", async (c) => {
    const form = await formOf(c);
    const token = form.get("token") ?? undefined;
    if (!adminTokenMatches(c, token)) return loginPage(c, 401, "That is not this sandbox's admin token.");
    setCookie(c, ADMIN_COOKIE, token ?? "", { path: "/__admin", httpOnly: true, sameSite: "Strict" });
    return c.redirect(safeNext(form.get("next")), 303);
  });
}
