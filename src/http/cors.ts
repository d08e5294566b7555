import { cors } from "hono/cors";

/** What every signed call may carry besides the operation's own headers (interface 5.1). */
const signingHeaders = ["X-Request-ID", "Digest", "Signature", "TPP-Signature-Certificate", "Date"];

/** What a browser-based TPP must be able to read from an answer. */
const exposed = [
  "Location",
  "X-Request-ID",
  "ASPSP-SCA-Approach",
  "Retry-After",
  "X-Sandbox-Fault",
  "X-Sandbox-Replayed",
];

/**
 * CORS for the bank's interface (config `cors.origins`; off when empty). It runs before every other
 * check, so a preflight (which carries no signature and no X-Request-ID) gets its 204, and every
 * answer, errors and faults included, carries the headers the browser needs to let the app read it.
 */
export function corsFor(origins: readonly string[], operationHeaders: readonly string[]) {
  const allowHeaders = [...new Set(["Content-Type", "Accept", ...signingHeaders, ...operationHeaders])];
  return cors({
    origin: origins.includes("*") ? "*" : [...origins],
    allowMethods: ["GET", "POST", "PUT", "DELETE"],
    allowHeaders,
    exposeHeaders: exposed,
    maxAge: 600,
  });
}
