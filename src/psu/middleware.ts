import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env.js";
import type { PsuClaims } from "./identify.js";
import { type HeaderReader, type RedirectTargets, redirectTargets } from "./redirect.js";

/**
 * The hono environment of a signed route that acts for a PSU: what the request claims about the PSU
 * and where the PSU goes back to, read once from the headers so that services take values, not HTTP.
 */
export interface PsuEnv extends AppEnv {
  Variables: AppEnv["Variables"] & {
    psu: PsuClaims;
    /** Absent when the request names no TPP-Redirect-URI (optional on DELETE and explicit starts). */
    redirect: RedirectTargets | undefined;
  };
}

export interface PsuRequestOptions {
  /** Headers the operation's column of interface 5.3 does not list: not read, even when sent. */
  unlisted?: readonly string[];
}

/** Reads the PSU's claims and the redirect targets; runs after the operation's header table checked their formats. */
export function psuRequest(options: PsuRequestOptions = {}) {
  const unlisted = new Set(options.unlisted?.map((name) => name.toLowerCase()));
  return createMiddleware<PsuEnv>(function psuRequest(c, next) {
    const header: HeaderReader = (name) =>
      unlisted.has(name.toLowerCase()) ? undefined : c.req.header(name)?.trim();
    c.set("psu", {
      psuId: header("PSU-ID"),
      identity: header("X-PSU-IDENTITY"),
      corporateId: header("PSU-Corporate-ID"),
      context: header("PSU-Context"),
    });
    c.set("redirect", redirectTargets(header));
    return next();
  });
}
