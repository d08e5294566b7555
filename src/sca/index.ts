import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { registerGetAuthorisation } from "./get.js";
import { registerListAuthorisations } from "./list.js";

/**
 * Authorisation sub-resources of payments (read only here). The SCA page (/sca/{authorisationId}) and
 * the status changes it causes live beside these once built.
 */
export function authorisationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerListAuthorisations(app);
  registerGetAuthorisation(app);
  return app;
}
