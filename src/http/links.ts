import type { Context } from "hono";
import type { AppEnv } from "./env.js";
import { requestUrl } from "./url.js";

import type { Link, Verb } from "./schemas.js";

export type { Link, Verb };

/** Absolute base of every href: the configured public URL, else the address the request came to. */
export function baseUrl<E extends AppEnv>(c: Context<E>): string {
  // An answer holds several links; the base is worked out once per request.
  let base = c.get("baseUrl");
  if (base === undefined) {
    const configured = c.get("ctx").config.publicUrl;
    base = (configured ?? requestUrl(c).origin).replace(/\/+$/, "");
    c.set("baseUrl", base);
  }
  return base;
}

export function link<E extends AppEnv>(c: Context<E>, path: string, ...verbs: Verb[]): Link {
  return { href: `${baseUrl(c)}${path}`, verbs };
}
