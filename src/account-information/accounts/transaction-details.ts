import { z } from "zod";
import { transactionOf } from "../../bank/transactions.js";
import { apiError } from "../../errors.js";
import { defineOperation } from "../../http/operation.js";
import { TransactionDetailsBody } from "../schema/transactions.js";
import { admitRead } from "./gate.js";
import { accountAt } from "./held.js";
import { accountParams, accountRead, consentErrors } from "./operation-parts.js";
import { transactionView } from "./transaction-view.js";

/** GET /v1/accounts/{account-id}/transactions/{transactionId}: one transaction; a booked one's id is for good. */
export const getTransactionDetails = defineOperation({
  ...accountRead,
  logs: ["account-id", "transactionId"],
  operationId: "getTransactionDetails",
  method: "get",
  path: "/v1/accounts/{account-id}/transactions/{transactionId}",
  tag: "Accounts",
  summary: "Read one transaction of an account",
  description:
    "The transaction as the account's report shows it; booked transactions keep their transactionId for good.",
  params: accountParams.extend({
    transactionId: z.string().describe("The transactionId a report of this account gave"),
  }),
  responses: { 200: { description: "The transaction.", body: TransactionDetailsBody } },
  errors: [...consentErrors, "RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { "account-id": id, transactionId } = c.req.valid("param");
    const read = admitRead(c, "accounts", { read: "transactions", resourceId: id, withBalance: false });
    accountAt(read.ctx.store, id);
    const transaction = transactionOf(read.ctx.store, id, transactionId);
    if (transaction === undefined) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `account ${id} has no transaction ${transactionId}: send a transactionId its report (GET .../transactions) lists`,
        "transactionId",
      );
    }
    const body = { transactionDetails: transactionView(transaction) };
    read.count();
    return c.json(body);
  },
});
