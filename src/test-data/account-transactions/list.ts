import { z } from "zod";
import { TransactionListResponse, TransactionResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { apiError } from "../../errors.js";
import { findAccount } from "../../bank/lookup.js";
import { transactionOf, transactionsOf } from "../../bank/transactions.js";
import { transactionListView, transactionView } from "./view.js";
import { bankContext } from "../../http/bank.js";

const account = z.object({ mockAccountId: z.string().describe("The account's accountId") });
const path = "/v1/sandbox/accounts/{mockAccountId}/transactions";

/** GET .../transactions (all booked, newest first) and GET .../transactions/{transactionId}. */
export const listSandboxAccountTransactions = defineOperation({
  ...sandboxData,
  operationId: "listSandboxAccountTransactions",
  method: "get",
  path,
  summary: "List an account's transactions",
  params: account,
  responses: { 200: { description: "Booked and pending transactions.", body: TransactionListResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { store } = bankContext(c);
    const { account, owner } = findAccount(store, c.req.param("mockAccountId") ?? "", "mockAccountId");
    return c.json(transactionListView(c, transactionsOf(store, account.accountId), account, owner));
  },
});

export const getSandboxAccountTransaction = defineOperation({
  ...sandboxData,
  operationId: "getSandboxAccountTransaction",
  method: "get",
  path: `${path}/{transactionId}`,
  summary: "Read one transaction",
  params: account.extend({ transactionId: z.string().describe("The transaction's id") }),
  responses: { 200: { description: "The transaction.", body: TransactionResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { store } = bankContext(c);
    const { account, owner } = findAccount(store, c.req.param("mockAccountId") ?? "", "mockAccountId");
    const id = c.req.param("transactionId");
    const transaction = transactionOf(store, account.accountId, id);
    if (!transaction) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `account ${account.accountId} has no transaction ${id}`,
        "transactionId",
      );
    }
    return c.json(transactionView(c, transaction, account, owner));
  },
});
