import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../../http/env.js";
import { ownOrigins } from "../../http/hosts.js";
import { type ForeignSite, foreignSite } from "../../http/site.js";
import { requestUrl } from "../../http/url.js";

/** The hidden field the SCA page's forms carry their token in. */
export const TOKEN_FIELD = "token";

/**
 * The token of one form of the SCA page: a MAC, under the sandbox's own random secret, of the
 * authorisation and the step. The login form's is the authorisation's alone (it also takes the
 * headless post that logs in and decides at once); the approval form's names the customer who logged
 * in, so it decides for no one else. Nothing is stored: a restart, which makes a new secret, ends the
 * tokens of the pages open before it.
 */
export function formToken(c: Context<AppEnv>, authorisationId: string, customerNumber?: string): string {
  const step = customerNumber === undefined ? "login" : `decide\n${customerNumber}`;
  return createHmac("sha256", c.get("ctx").admin.sessions.sessionless)
    .update(`sca\n${authorisationId}\n${step}`)
    .digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a posted token is this authorisation's login token, or its decision token for this customer. */
export function tokenFits(
  c: Context<AppEnv>,
  authorisationId: string,
  sent: string | null,
  customerNumber: string,
): boolean {
  if (sent === null || sent === "") return false;
  return (
    same(sent, formToken(c, authorisationId)) || same(sent, formToken(c, authorisationId, customerNumber))
  );
}

/** A post a page of another site made the PSU's browser send, or undefined (its origins: hosts.ts). */
export function crossSitePost(c: Context<AppEnv>): ForeignSite | undefined {
  return foreignSite({
    method: c.req.method,
    origin: c.req.header("Origin"),
    fetchSite: c.req.header("Sec-Fetch-Site"),
    own: ownOrigins(requestUrl(c).host, c.get("ctx").config),
  });
}

/** The token a page's form carries (what a script sends back after opening the page), if any. */
export function pageToken(html: string): string | undefined {
  return new RegExp(`name="${TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1];
}
