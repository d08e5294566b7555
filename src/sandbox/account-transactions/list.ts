import type { Hono } from "hono";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { findAccount } from "../accounts/lookup.js";
import { transactionsOf } from "./service.js";
import { transactionListView, transactionView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET .../transactions (all booked, newest first) and GET .../transactions/{transactionId}. */
export function registerReadAccountTransactions(app: Hono<AppEnv>): void {
  app.get("/", (c) => {
    const { store } = bankContext(c);
    const { account, owner } = findAccount(store, c.req.param("mockAccountId") ?? "", "mockAccountId");
    return c.json(transactionListView(c, transactionsOf(store, account.accountId), account, owner));
  });
  app.get("/:transactionId", (c) => {
    const { store } = bankContext(c);
    const { account, owner } = findAccount(store, c.req.param("mockAccountId") ?? "", "mockAccountId");
    const id = c.req.param("transactionId");
    const transaction = store.get("transactions", id);
    if (!transaction || transaction.accountId !== account.accountId) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `account ${account.accountId} has no transaction ${id}`,
        "transactionId",
      );
    }
    return c.json(transactionView(c, transaction, account, owner));
  });
}
