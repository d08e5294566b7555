import type { Hono } from "hono";
import { balanceToMinor } from "../../domain/balance-amount.js";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { acceptedFixes } from "../fixes.js";
import { currencyRule } from "../rules.js";
import { rawString, validBody } from "../../http/validate.js";
import { openCardAccount } from "./lookup.js";
import { limitRule } from "./rules.js";
import { UpdateCardBalanceRequest } from "./schema.js";
import { ownerOf } from "./service.js";
import { cardAccountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** PUT /v1/sandbox/card-accounts/{cardAccountId}/balance: set the booked balance (negative: owed). */
export function registerPutCardBalance(app: Hono<AppEnv>): void {
  app.put("/:cardAccountId/balance", (c) => {
    const { store } = bankContext(c);
    const card = openCardAccount(store, c.req.param("cardAccountId"));
    const limit = fromMinor(BigInt(card.creditLimitMinor), card.currency);
    const { balanceAmount } = validBody(c, UpdateCardBalanceRequest, (raw) => {
      const amount = rawString((raw as { balanceAmount?: unknown } | null)?.balanceAmount, "amount");
      return [
        ...currencyRule(raw, card.currency),
        ...(amount === undefined ? [] : limitRule(amount, limit, card.currency, "balanceAmount.amount")),
      ];
    });
    const updated = { ...card, balanceMinor: balanceToMinor(balanceAmount.amount, card.currency).toString() };
    store.put("cardAccounts", updated);
    return c.json(cardAccountView(c, updated, ownerOf(store, card), acceptedFixes(c)));
  });
}
