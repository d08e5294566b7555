import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { registerGetAuthorisation } from "./get.js";
import { registerListAuthorisations } from "./list.js";
import { registerStartAuthorisation } from "./start.js";

/**
 * Authorisation sub-resources of payments: start (POST), list, read the scaStatus. The SCA page
 * (/sca/{authorisationId}, in ./page) is mounted outside /v1 by the app.
 */
export function authorisationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerStartAuthorisation(app);
  registerListAuthorisations(app);
  registerGetAuthorisation(app);
  return app;
}
