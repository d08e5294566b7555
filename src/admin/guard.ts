import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { adminTokenMatches, loginPage } from "./dashboard/login.js";
import { sessionOf } from "./sessions.js";
import { clientOf, tooManyTries } from "./throttle.js";

const DASHBOARD = /^\/__admin(?:\/|\/ui(?:\/.*)?)?$/;
/** The ways in and out, which check what they are sent themselves. */
const OPEN = new Set(["/__admin/login", "/__admin/logout"]);

/**
 * When `adminToken` is configured, /__admin/* needs `Authorization: Bearer <token>`, or the session
 * cookie the dashboard's login form sets. A dashboard page asks for the token; the API answers 401.
 * Wrong tokens are counted per client address; past a few, the client waits before the next is checked.
 */
export const adminGuard = createMiddleware<AppEnv>(async function adminGuardMiddleware(c, next) {
  const { config, admin } = c.get("ctx");
  if (config.adminToken === undefined || OPEN.has(c.req.path) || sessionOf(c) !== undefined) {
    await next();
    return;
  }
  const authorization = c.req.header("Authorization");
  if (authorization !== undefined) {
    const client = clientOf(c);
    const wait = admin.logins.waitFor(client);
    if (wait > 0) throw tooManyTries(c, wait, "Authorization");
    // Only the Bearer scheme (RFC 6750); a bare token is not accepted, and counts as a wrong one.
    const bearer = /^Bearer +(.+)$/i.exec(authorization.trim())?.[1];
    if (bearer !== undefined && adminTokenMatches(c, bearer)) {
      admin.logins.succeeded(client);
      await next();
      return;
    }
    admin.logins.failed(client);
  }
  if (DASHBOARD.test(c.req.path)) return loginPage(c, 401);
  throw apiError("UNAUTHORIZED", "send Authorization: Bearer <adminToken> for /__admin", "Authorization");
});
