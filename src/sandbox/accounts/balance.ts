import type { Hono } from "hono";
import { balanceToMinor } from "../../domain/balance-amount.js";
import type { AppEnv } from "../../http/env.js";
import { acceptedFixes } from "../fixes.js";
import { currencyRule } from "../rules.js";
import { validBody } from "../../http/validate.js";
import { openAccount } from "./lookup.js";
import { UpdateAccountBalanceRequest } from "./schema.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/**
 * PUT /v1/sandbox/accounts/{accountId}/balance: set the booked (and available) balance directly, to
 * stage a scenario (e.g. too little money for a payment). No transaction is booked for the change.
 */
export function registerPutAccountBalance(app: Hono<AppEnv>): void {
  app.put("/:accountId/balance", (c) => {
    const { store } = bankContext(c);
    const { account, owner } = openAccount(store, c.req.param("accountId"));
    const { balanceAmount } = validBody(c, UpdateAccountBalanceRequest, (raw) =>
      currencyRule(raw, account.currency),
    );
    const updated = {
      ...account,
      balanceMinor: balanceToMinor(balanceAmount.amount, balanceAmount.currency).toString(),
    };
    store.put("accounts", updated);
    return c.json(accountView(c, updated, owner, acceptedFixes(c)));
  });
}
