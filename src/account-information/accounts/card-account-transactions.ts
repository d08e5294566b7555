import { cardTransactionsByStatus } from "../../bank/card-transactions.js";
import { defineOperation } from "../../http/operation.js";
import { TransactionsQuery } from "../schema/queries.js";
import { CardAccountsTransactionsResponse } from "../schema/transactions.js";
import { cardAccountPath, cardBalancesView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { cardAccountAt } from "./held.js";
import { accountRead, cardAccountParams, consentErrors, wantsBalance } from "./operation-parts.js";
import { reportAnswer } from "./report-answer.js";
import { cardEntryView, cardLedger } from "./transaction-view.js";

/**
 * GET /v1/card-accounts/{account-id}/transactions: the card account's report, the transactions the
 * test-data API posted, transactionAmount and originalAmount as x-accept-fix asks.
 */
export const getCardAccountTransactionList = defineOperation({
  ...accountRead,
  operationId: "getCardAccountTransactionList",
  method: "get",
  path: "/v1/card-accounts/{account-id}/transactions",
  tag: "Card accounts",
  summary: "Read a card account's transactions",
  description:
    "As an account's report. transactionAmount and originalAmount come switched, as the bank's current release answers, until cardaccount-switch-originalamount-and-transactionamount is adopted.",
  params: cardAccountParams,
  query: TransactionsQuery,
  responses: {
    200: { description: "The card account's report.", body: CardAccountsTransactionsResponse },
  },
  errors: [...consentErrors, "QUERY_PARAMETER_REQUIRED", "PERIOD_INVALID"],
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const query = c.req.valid("query");
    const withBalance = wantsBalance(query);
    const read = admitRead(c, "cardAccounts", { read: "transactions", resourceId: id, withBalance });
    const { card } = cardAccountAt(read.ctx.store, id);
    const ledger = cardLedger(cardTransactionsByStatus(read.ctx.store, id));
    const at = { accountPath: cardAccountPath(id), accountLink: "cardAccount" } as const;
    const view = (entry: (typeof ledger)[number]) => cardEntryView(entry.record, read.fixes);
    const body = {
      cardAccount: { maskedPan: card.maskedPan, currency: card.currency },
      debitAccounting: false,
      cardTransactions: reportAnswer(read, ledger, query, at, view),
      ...(withBalance ? { balances: cardBalancesView(card) } : {}),
    };
    read.count();
    return c.json(body);
  },
});
