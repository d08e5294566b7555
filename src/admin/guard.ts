import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";

/** When `adminToken` is configured, /__admin/* needs `Authorization: Bearer <token>`. */
export const adminGuard = createMiddleware<AppEnv>(async function adminGuardMiddleware(c, next) {
  const token = c.get("ctx").config.adminToken;
  if (token !== undefined) {
    // Only the Bearer scheme (RFC 6750); a bare token is not accepted.
    const bearer = /^Bearer +(.+)$/i.exec(c.req.header("Authorization")?.trim() ?? "");
    const given = Buffer.from(bearer?.[1] ?? "");
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw apiError("UNAUTHORIZED", "send Authorization: Bearer <adminToken> for /__admin", "Authorization");
    }
  }
  await next();
});
