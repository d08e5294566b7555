import { z } from "zod";
import { CardTransactionsResponse, CreateCardTransactionsRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { link } from "../../http/links.js";
import { openCardAccount } from "../../bank/lookup.js";
import { acceptedFixes } from "../fixes.js";
import { bankToday } from "../../context.js";
import { validBody } from "../../http/validate.js";
import { cardEntryRules } from "./rules.js";
import { bookCardTransactions, cardTransactionsOf } from "../../bank/card-transactions.js";
import { cardTransactionsView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/**
 * POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions (interface 4.6): book an array of
 * 2.7 entries; 201 with the 2.8 answer listing all the card account's booked transactions.
 */
export const createSandboxCardTransactions = defineOperation({
  ...sandboxData,
  operationId: "createSandboxCardTransactions",
  method: "post",
  path: "/v1/sandbox/card-accounts/{mockCardAccountId}/transactions",
  summary: "Book card transactions",
  description: "Interface 2.7 entries; the answer (2.8) lists all the card account's booked transactions.",
  params: z.object({ mockCardAccountId: z.string().describe("The card account's id") }),
  body: CreateCardTransactionsRequest,
  responses: { 201: { description: "Booked.", body: CardTransactionsResponse, headers: ["Location"] } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID", "CONFLICT"],
  handle: (c) => {
    const { store } = bankContext(c);
    const id = c.req.param("mockCardAccountId") ?? "";
    const card = openCardAccount(store, id, "mockCardAccountId");
    const entries = validBody(c, CreateCardTransactionsRequest, (raw) =>
      cardEntryRules(raw, bankToday(bankContext(c)), card.currency),
    );
    bookCardTransactions(store, card, entries);
    const updated = store.get("cardAccounts", id) ?? card;
    c.header("Location", link(c, `/v1/sandbox/card-accounts/${id}/transactions`).href);
    return c.json(cardTransactionsView(updated, cardTransactionsOf(store, id), acceptedFixes(c)), 201);
  },
});
