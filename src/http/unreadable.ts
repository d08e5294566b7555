import { createMiddleware } from "hono/factory";
import type { FrameEnv } from "./env.js";
import { checkEscapes } from "./percent-encoding.js";
import { checkRequestId } from "./request-id.js";

/**
 * Refuses, on the bank's interface (mounted under the signed interfaces' base paths), an X-Request-ID
 * that is missing or no UUID: what every answer and retry is matched by. Before the percent-encoding
 * check, so a request with both hears of its id.
 */
export const requireRequestId = createMiddleware<FrameEnv>(function requireRequestId(c, next) {
  checkRequestId(c);
  return next();
});

/** Refuses, anywhere, a path or query whose percent-encoding is broken, before anything decodes it. */
export const refuseBrokenEscapes = createMiddleware<FrameEnv>(function refuseBrokenEscapes(c, next) {
  checkEscapes(c);
  return next();
});
