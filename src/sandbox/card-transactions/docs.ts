import { z } from "zod";
import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { CardTransactionsResponse, CreateCardTransactionsRequest } from "./schema.js";

const card = z.object({ mockCardAccountId: z.string().describe("The card account's id") });
const path = "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions";

export const cardTransactionDocs = defineOperations([
  sandboxOp({
    operationId: "createSandboxCardTransactions",
    method: "post",
    path,
    summary: "Book card transactions",
    description: "Interface 2.7 entries; the answer (2.8) lists all the card account's booked transactions.",
    params: card,
    body: CreateCardTransactionsRequest,
    responses: { 201: { description: "Booked.", body: CardTransactionsResponse, headers: ["Location"] } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID", "CONFLICT"],
  }),
  sandboxOp({
    operationId: "listSandboxCardTransactions",
    method: "get",
    path,
    summary: "List a card account's transactions",
    params: card,
    responses: {
      200: { description: "Booked transactions and pending ids.", body: CardTransactionsResponse },
    },
    errors: ["RESOURCE_UNKNOWN"],
  }),
]);
