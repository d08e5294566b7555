import type { Context } from "hono";
import type { AppEnv } from "./env.js";

/**
 * The request's URL, parsed once: the signature check, the X-Request-ID memory and the answer's
 * links each need it, and a parse costs about as much as the rest of a small middleware. Read only.
 */
export function requestUrl<E extends AppEnv>(c: Context<E>): URL {
  let url = c.get("url");
  if (url === undefined) {
    url = new URL(c.req.url);
    c.set("url", url);
  }
  return url;
}
