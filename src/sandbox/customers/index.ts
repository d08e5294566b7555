import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerGetCustomer } from "./get.js";
import { registerListCustomers } from "./list.js";
import { registerPostCustomer } from "./post.js";

export function customerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerListCustomers(app);
  registerGetCustomer(app);
  registerPostCustomer(app);
  return app;
}
