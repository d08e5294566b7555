import { z } from "zod";
import { CardTransactionsResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { findCardAccount } from "../../bank/lookup.js";
import { acceptedFixes } from "../fixes.js";
import { cardTransactionsOf } from "../../bank/card-transactions.js";
import { cardTransactionsView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: the 2.8 answer, without booking anything. */
export const listSandboxCardTransactions = defineOperation({
  ...sandboxData,
  operationId: "listSandboxCardTransactions",
  method: "get",
  path: "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions",
  summary: "List a card account's transactions",
  params: z.object({ mockCardAccountId: z.string().describe("The card account's id") }),
  responses: {
    200: { description: "Booked transactions and pending ids.", body: CardTransactionsResponse },
  },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { store } = bankContext(c);
    const id = c.req.param("mockCardAccountId") ?? "";
    const card = findCardAccount(store, id, "mockCardAccountId");
    return c.json(cardTransactionsView(card, cardTransactionsOf(store, id), acceptedFixes(c)));
  },
});
