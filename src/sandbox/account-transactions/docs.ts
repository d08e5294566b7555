import { z } from "zod";
import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { CreateAccountTransactionRequest, TransactionListResponse, TransactionResponse } from "./schema.js";

const account = z.object({ mockAccountId: z.string().describe("The account's accountId") });
const path = "/v1/sandbox/accounts/{mockAccountId}/transactions";

export const accountTransactionDocs = defineOperations([
  sandboxOp({
    operationId: "createSandboxAccountTransaction",
    method: "post",
    path,
    summary: "Book a transaction on an account",
    description: "Moves the balance; the answer carries balanceAfterTransaction.",
    params: account,
    body: CreateAccountTransactionRequest,
    responses: { 201: { description: "Booked.", body: TransactionResponse, headers: ["Location"] } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID", "CONFLICT"],
  }),
  sandboxOp({
    operationId: "listSandboxAccountTransactions",
    method: "get",
    path,
    summary: "List an account's transactions",
    params: account,
    responses: { 200: { description: "Booked and pending transactions.", body: TransactionListResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  sandboxOp({
    operationId: "getSandboxAccountTransaction",
    method: "get",
    path: `${path}/{transactionId}`,
    summary: "Read one transaction",
    params: account.extend({ transactionId: z.string().describe("The transaction's id") }),
    responses: { 200: { description: "The transaction.", body: TransactionResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
]);
