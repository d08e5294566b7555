import { defineOperation } from "../../http/operation.js";
import { ReadCardAccountBalanceResponse } from "../schema/accounts.js";
import { cardBalancesView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { cardAccountAt } from "./held.js";
import { accountRead, cardAccountParams, consentErrors } from "./operation-parts.js";

/** GET /v1/card-accounts/{account-id}/balances: what is owed, and what may still be spent. */
export const getCardAccountBalances = defineOperation({
  ...accountRead,
  operationId: "getCardAccountBalances",
  method: "get",
  path: "/v1/card-accounts/{account-id}/balances",
  tag: "Card accounts",
  summary: "Read a card account's balances",
  description:
    "interimBooked (negative: owed) and interimAvailable (with the credit limit, creditLimitIncluded true).",
  params: cardAccountParams,
  responses: { 200: { description: "The balances.", body: ReadCardAccountBalanceResponse } },
  errors: consentErrors,
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const read = admitRead(c, "cardAccounts", { read: "balances", resourceId: id });
    const { card } = cardAccountAt(read.ctx.store, id);
    const body = {
      cardAccount: { maskedPan: card.maskedPan, currency: card.currency },
      debitAccounting: false,
      balances: cardBalancesView(card),
    };
    read.count();
    return c.json(body);
  },
});
