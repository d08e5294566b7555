import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { requestUrl } from "../http/url.js";

/** Methods that change nothing: a page elsewhere may still make them (it cannot read the answer). */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestSite {
  method: string;
  /** The Origin header, as sent. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, as sent. */
  fetchSite: string | undefined;
  /** The host (and port) the request came to: its Host header. */
  host: string;
  /** `publicUrl`, when configured: the address a proxy in front of the sandbox is reached at. */
  publicUrl?: string | undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a request to the control API must be refused as coming from another site's page, or undefined.
 * The sandbox's own origin is the one the request came to (`http(s)://` its Host header), so it holds
 * on 0.0.0.0 and behind a port mapping alike, and the origin of `publicUrl` when set. A request with
 * no Origin (curl, the CLI, the programmatic API) is not a browser's page and goes on.
 */
export function foreignSite(request: RequestSite): { header: string; text: string } | undefined {
  if (SAFE.has(request.method.toUpperCase())) return undefined;
  const site = request.fetchSite?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") {
    return {
      header: "Sec-Fetch-Site",
      text: `a page of another site (Sec-Fetch-Site: ${site}) may not change this sandbox: use the dashboard at /__admin/, or call the control API from a script (no Origin)`,
    };
  }
  // Set by the browser alone (no page can write it): a same-origin post may carry Origin null, as
  // a page sent with Referrer-Policy no-referrer makes it.
  if (site === "same-origin" || request.origin === undefined) return undefined;
  const own = [originOf(`http://${request.host}`), originOf(`https://${request.host}`)];
  if (request.publicUrl !== undefined) own.push(originOf(request.publicUrl));
  const sent = request.origin === "null" ? undefined : originOf(request.origin);
  if (sent !== undefined && own.includes(sent)) return undefined;
  return {
    header: "Origin",
    text: `a page on ${request.origin} may not change this sandbox: the control API takes changes from its own origin (${own[0] ?? request.host}) or from a script that sends no Origin`,
  };
}

/**
 * Refuses, with 403 and before anything is done, a state-changing control call that a page of
 * another origin made a browser send (a form post, a fetch): the sandbox is its operator's, and a
 * page the operator happens to visit must not reset it. Sessions and tokens are checked after this.
 */
export const ownOriginOnly = createMiddleware<AppEnv>(async function ownOriginOnly(c, next) {
  const foreign = foreignSite({
    method: c.req.method,
    origin: c.req.header("Origin"),
    fetchSite: c.req.header("Sec-Fetch-Site"),
    host: requestUrl(c).host,
    publicUrl: c.get("ctx").config.publicUrl,
  });
  if (foreign !== undefined) throw apiError("FORBIDDEN", foreign.text, foreign.header);
  await next();
});
