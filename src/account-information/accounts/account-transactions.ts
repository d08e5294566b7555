import { transactionsByStatus } from "../../bank/transactions.js";
import { defineOperation } from "../../http/operation.js";
import { TransactionsQuery } from "../schema/queries.js";
import { TransactionsResponse } from "../schema/transactions.js";
import { accountBalancesView, accountPath } from "./account-view.js";
import { admitRead } from "./gate.js";
import { accountAt } from "./held.js";
import { accountParams, accountRead, consentErrors, wantsBalance } from "./operation-parts.js";
import { reportAnswer } from "./report-answer.js";
import { accountLedger, transactionView } from "./transaction-view.js";

/**
 * GET /v1/accounts/{account-id}/transactions: the account's report from the bank's ledger (the
 * payments the batch booked, the test-data API's transactions), newest first, a page at a time.
 */
export const getTransactionList = defineOperation({
  ...accountRead,
  operationId: "getTransactionList",
  method: "get",
  path: "/v1/accounts/{account-id}/transactions",
  tag: "Accounts",
  summary: "Read an account's transactions",
  description:
    "bookingStatus booked, pending or both; dateFrom (or entryReferenceFrom) to dateTo; a page of limit entries from offset, with first/next/previous/last links when there are more. Without PSU-IP-Address: the last 90 days only.",
  params: accountParams,
  query: TransactionsQuery,
  responses: { 200: { description: "The account's report.", body: TransactionsResponse } },
  errors: [...consentErrors, "QUERY_PARAMETER_REQUIRED", "PERIOD_INVALID"],
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const query = c.req.valid("query");
    const withBalance = wantsBalance(query);
    const read = admitRead(c, "accounts", { read: "transactions", resourceId: id, withBalance });
    const { account } = accountAt(read.ctx.store, id);
    const path = accountPath(id);
    const ledger = accountLedger(transactionsByStatus(read.ctx.store, id));
    const view = (entry: (typeof ledger)[number]) =>
      transactionView(entry.record, read.href(`${path}/transactions/${entry.record.transactionId}`));
    const at = { accountPath: path, accountLink: "account" } as const;
    const body = {
      account: { iban: account.iban, currency: account.currency },
      transactions: reportAnswer(read, ledger, query, at, view),
      ...(withBalance ? { balances: accountBalancesView(account) } : {}),
    };
    read.count();
    return c.json(body);
  },
});
