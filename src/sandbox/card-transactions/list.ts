import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { findCardAccount } from "../card-accounts/lookup.js";
import { acceptedFixes } from "../fixes.js";
import { cardTransactionsOf } from "./service.js";
import { cardTransactionsView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: the 2.8 answer, without booking anything. */
export function registerListCardTransactions(app: Hono<AppEnv>): void {
  app.get("/", (c) => {
    const { store } = bankContext(c);
    const id = c.req.param("mockCardAccountId") ?? "";
    const card = findCardAccount(store, id, "mockCardAccountId");
    return c.json(cardTransactionsView(card, cardTransactionsOf(store, id), acceptedFixes(c)));
  });
}
