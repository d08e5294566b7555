import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { accountTransactionRoutes } from "../account-transactions/index.js";
import { registerPutAccountBalance } from "./balance.js";
import { registerGetAccount } from "./get.js";
import { registerPostAccount } from "./post.js";

export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/:mockAccountId/transactions", accountTransactionRoutes());
  registerPostAccount(app);
  registerGetAccount(app);
  registerPutAccountBalance(app);
  return app;
}
