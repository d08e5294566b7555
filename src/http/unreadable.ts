import { createMiddleware } from "hono/factory";
import type { FrameEnv } from "./env.js";
import { checkEscapes } from "./percent-encoding.js";
import { checkRequestId } from "./request-id.js";

/**
 * Refuses what a request cannot be taken by, before anything reads it: on the bank's interface an
 * X-Request-ID that is missing or no UUID (what every answer and retry is matched by), anywhere a path
 * or query whose percent-encoding is broken. In that order, so a request with both hears of its id.
 */
export const refuseUnreadable = createMiddleware<FrameEnv>(async function refuseUnreadable(c, next) {
  checkRequestId(c);
  checkEscapes(c);
  await next();
});
