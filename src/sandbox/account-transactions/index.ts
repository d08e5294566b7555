import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerReadAccountTransactions } from "./list.js";
import { registerPostAccountTransaction } from "./post.js";

/** Mounted at /accounts/:mockAccountId/transactions. */
export function accountTransactionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerPostAccountTransaction(app);
  registerReadAccountTransactions(app);
  return app;
}
