import { defineOperation } from "../../http/operation.js";
import { CardAccountDetailsResponse } from "../schema/accounts.js";
import { WithBalanceQuery } from "../schema/queries.js";
import { cardAccountView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { cardAccountAt } from "./held.js";
import { accountRead, cardAccountParams, consentErrors, wantsBalance } from "./operation-parts.js";

/** GET /v1/card-accounts/{account-id}: one card account of the consent, its name as x-accept-fix asks. */
export const readCardAccountDetails = defineOperation({
  ...accountRead,
  operationId: "readCardAccountDetails",
  method: "get",
  path: "/v1/card-accounts/{account-id}",
  tag: "Card accounts",
  summary: "Read a card account's details",
  description:
    "The card account as the bank keeps it: masked PAN, name (35 characters, 70 with longer-name), credit limit, balances with withBalance=true.",
  params: cardAccountParams,
  query: WithBalanceQuery,
  responses: { 200: { description: "The card account.", body: CardAccountDetailsResponse } },
  errors: consentErrors,
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const withBalance = wantsBalance(c.req.valid("query"));
    const read = admitRead(c, "cardAccounts", { read: "details", resourceId: id, withBalance });
    const { card, owner } = cardAccountAt(read.ctx.store, id);
    const options = { fixes: read.fixes, access: read.consent.access, withBalance, href: read.href };
    const body = { cardAccount: cardAccountView(card, owner, options) };
    read.count();
    return c.json(body);
  },
});
