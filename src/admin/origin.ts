import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { ownOrigins } from "../http/hosts.js";
import { type ForeignSite, foreignSite } from "../http/site.js";
import { requestUrl } from "../http/url.js";

/** What the control API says to a page of another site: who sent it, and the ways that work. */
export function foreignSiteText(foreign: ForeignSite, own: readonly string[]): string {
  if (foreign.header === "Sec-Fetch-Site") {
    return `a page of another site (Sec-Fetch-Site: ${foreign.sent}) may not change this sandbox: use the dashboard at /__admin/, or call the control API from a script (no Origin)`;
  }
  return `a page on ${foreign.sent} may not change this sandbox: the control API takes changes from its own origin (${own[0] ?? "a name in allowedHosts"}) or from a script that sends no Origin`;
}

/** The site check of a control call: its origins from the allow-list (hosts.ts), never its Host alone. */
export function controlSiteRefusal(c: Context<AppEnv>): { header: string; text: string } | undefined {
  const own = ownOrigins(requestUrl(c).host, c.get("ctx").config);
  const foreign = foreignSite({
    method: c.req.method,
    origin: c.req.header("Origin"),
    fetchSite: c.req.header("Sec-Fetch-Site"),
    own,
  });
  return foreign === undefined ? undefined : { header: foreign.header, text: foreignSiteText(foreign, own) };
}

/**
 * Refuses, with 403 and before anything is done, a state-changing control call that a page of
 * another origin made a browser send (a form post, a fetch): the sandbox is its operator's, and a
 * page the operator happens to visit must not reset it. Sessions and tokens are checked after this.
 */
export const ownOriginOnly = createMiddleware<AppEnv>(async function ownOriginOnly(c, next) {
  const refusal = controlSiteRefusal(c);
  if (refusal !== undefined) throw apiError("FORBIDDEN", refusal.text, refusal.header);
  await next();
});
