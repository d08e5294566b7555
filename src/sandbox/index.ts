import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { accountRoutes } from "./accounts/index.js";
import { agreementRoutes } from "./agreements/index.js";
import { cardAccountRoutes } from "./card-accounts/index.js";
import { customerRoutes } from "./customers/index.js";
import { checkAcceptFix } from "./fixes.js";
import { registerInitialize } from "./initialize.js";
import { tppRoutes } from "./tpp/index.js";

/** The bank's sandbox mock-data API under /v1/sandbox (signed like every other call). */
export function sandboxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(checkAcceptFix);
  registerInitialize(app);
  app.route("/customers", customerRoutes());
  app.route("/accounts", accountRoutes());
  app.route("/agreements", agreementRoutes());
  app.route("/card-accounts", cardAccountRoutes());
  app.route("/tpp", tppRoutes());
  return app;
}
