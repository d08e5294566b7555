import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { registerCreateBasket } from "./create.js";
import { registerReadBasket } from "./read.js";

/** Signing baskets under /v1 (interface 4.4, Berlin Group signing-baskets). */
export function basketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerCreateBasket(app);
  registerReadBasket(app);
  return app;
}
