import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./env.js";

/**
 * No answer leaves before the changes made while handling it are durable. Concurrent requests
 * share one journal write (group commit), so this costs one fsync per batch, not per request.
 */
export const durable = createMiddleware<AppEnv>(async function durableMiddleware(c, next) {
  await next();
  await c.get("ctx").store.sync();
});
