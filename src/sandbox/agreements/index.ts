import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerPostAgreement } from "./post.js";

export function agreementRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerPostAgreement(app);
  return app;
}
