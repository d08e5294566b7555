import { z } from "zod";
import { CardAccountResponse, UpdateCardBalanceRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { balanceToMinor } from "../../domain/balance-amount.js";
import { fromMinor } from "../../domain/money.js";
import { acceptedFixes } from "../fixes.js";
import { currencyRule } from "../rules.js";
import { rawString, validBody } from "../../http/validate.js";
import { openCardAccount } from "../../bank/lookup.js";
import { limitRule } from "./rules.js";
import { ownerOf } from "../../bank/customers.js";
import { cardAccountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** PUT /v1/sandbox/card-accounts/{cardAccountId}/balance: set the booked balance (negative: owed). */
export const setSandboxCardAccountBalance = defineOperation({
  ...sandboxData,
  operationId: "setSandboxCardAccountBalance",
  method: "put",
  path: "/v1/sandbox/card-accounts/{cardAccountId}/balance",
  summary: "Set a card account's balance",
  params: z.object({ cardAccountId: z.string().describe("The card account's id") }),
  body: UpdateCardBalanceRequest,
  responses: { 200: { description: "The card account with its new balance.", body: CardAccountResponse } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID"],
  handle: (c) => {
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
  },
});
