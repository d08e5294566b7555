import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerGetAccount } from "./get.js";

export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerGetAccount(app);
  return app;
}
