import { z } from "zod";
import { CardTransactionsResponse, CreateCardTransactionsRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { link } from "../../http/links.js";
import { openCardAccount } from "../../bank/lookup.js";
import { acceptedFixes } from "../fixes.js";
import { bankToday } from "../../context.js";
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
  // An unknown or closed card account answers before a bad body; the rules need its currency.
  bodyRules: (c) => {
    const card = openCardAccount(
      bankContext(c).store,
      c.req.valid("param").mockCardAccountId,
      "mockCardAccountId",
    );
    return (raw) => cardEntryRules(raw, bankToday(bankContext(c)), card.currency);
  },
  handle: (c) => {
    const { store } = bankContext(c);
    const id = c.req.valid("param").mockCardAccountId;
    const card = openCardAccount(store, id, "mockCardAccountId");
    const entries = c.req.valid("json");
    bookCardTransactions(store, card, entries);
    const updated = store.get("cardAccounts", id) ?? card;
    c.header("Location", link(c, `/v1/sandbox/card-accounts/${id}/transactions`).href);
    return c.json(cardTransactionsView(updated, cardTransactionsOf(store, id), acceptedFixes(c)), 201);
  },
});
