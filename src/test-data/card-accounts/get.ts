import { z } from "zod";
import { CardAccountResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { acceptedFixes } from "../fixes.js";
import { findCardAccount } from "../../bank/lookup.js";
import { ownerOf } from "../../bank/customers.js";
import { cardAccountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/card-accounts/{cardAccountId}: masked PAN, credit limit, balances, owner. */
export const getSandboxCardAccount = defineOperation({
  ...sandboxData,
  operationId: "getSandboxCardAccount",
  method: "get",
  path: "/v1/sandbox/card-accounts/{cardAccountId}",
  summary: "Read a card account",
  params: z.object({ cardAccountId: z.string().describe("The card account's id") }),
  responses: { 200: { description: "The card account.", body: CardAccountResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { store } = bankContext(c);
    const card = findCardAccount(store, c.req.param("cardAccountId"));
    return c.json(cardAccountView(c, card, ownerOf(store, card), acceptedFixes(c)));
  },
});
