import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";

/** The sandbox's icon: the SCA page's "S" on the bank's blue, as SVG (every current browser takes it). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b3d6e"/><rect y="27" width="32" height="5" fill="#f2a900"/><path d="M21.5 9.5c-1.3-1.4-3.2-2.2-5.4-2.2-3.3 0-5.6 1.8-5.6 4.5 0 2.6 2 3.6 5.1 4.3 2.6.6 3.4 1.1 3.4 2.2 0 1.2-1.2 1.9-3 1.9-1.9 0-3.5-.8-4.6-2.1l-2 2.2c1.5 1.7 3.9 2.6 6.5 2.6 3.6 0 6-1.8 6-4.7 0-2.7-2-3.7-5.2-4.4-2.4-.5-3.3-1-3.3-2 0-1.1 1-1.7 2.6-1.7 1.5 0 2.8.6 3.7 1.6z" fill="#fff"/></svg>`;

/** GET /favicon.ico and /favicon.svg: browsers ask for the first on their own, pages link the second. */
export function favicon(c: Context<AppEnv>): Response {
  return c.body(ICON, 200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=86400",
  });
}
