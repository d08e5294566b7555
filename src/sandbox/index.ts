import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { accountRoutes } from "./accounts/index.js";
import { customerRoutes } from "./customers/index.js";
import { registerInitialize } from "./initialize.js";

/** The bank's sandbox mock-data API under /v1/sandbox (signed like every other call). */
export function sandboxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerInitialize(app);
  app.route("/customers", customerRoutes());
  app.route("/accounts", accountRoutes());
  return app;
}
