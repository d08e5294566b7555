import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerListCardTransactions } from "./list.js";
import { registerPostCardTransactions } from "./post.js";

/** Mounted at /card-accounts/:mockCardAccountId/transactions. */
export function cardTransactionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerPostCardTransactions(app);
  registerListCardTransactions(app);
  return app;
}
