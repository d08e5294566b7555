import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { ADMIN_COOKIE, adminTokenMatches, loginPage } from "./dashboard/login.js";

const DASHBOARD = /^\/__admin(?:\/|\/ui(?:\/.*)?)?$/;

/**
 * When `adminToken` is configured, /__admin/* needs `Authorization: Bearer <token>`, or the cookie
 * the dashboard's login form sets. A dashboard page asks for the token; the API answers 401.
 */
export const adminGuard = createMiddleware<AppEnv>(async function adminGuardMiddleware(c, next) {
  if (c.get("ctx").config.adminToken !== undefined && c.req.path !== "/__admin/login") {
    // Only the Bearer scheme (RFC 6750); a bare token is not accepted.
    const bearer = /^Bearer +(.+)$/i.exec(c.req.header("Authorization")?.trim() ?? "")?.[1];
    if (!adminTokenMatches(c, bearer ?? "") && !adminTokenMatches(c, getCookie(c, ADMIN_COOKIE) ?? "")) {
      if (DASHBOARD.test(c.req.path)) return loginPage(c, 401);
      throw apiError("UNAUTHORIZED", "send Authorization: Bearer <adminToken> for /__admin", "Authorization");
    }
  }
  await next();
});
