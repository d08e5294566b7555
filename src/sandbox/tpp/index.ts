import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerContact } from "./contact.js";

export function tppRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerContact(app);
  return app;
}
