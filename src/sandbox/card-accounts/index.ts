import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { cardTransactionRoutes } from "../card-transactions/index.js";
import { registerPutCardBalance } from "./balance.js";
import { registerGetCardAccount } from "./get.js";
import { registerPostCardAccount } from "./post.js";

export function cardAccountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route("/:mockCardAccountId/transactions", cardTransactionRoutes());
  registerPostCardAccount(app);
  registerGetCardAccount(app);
  registerPutCardBalance(app);
  return app;
}
