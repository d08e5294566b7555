import { defineOperation } from "../../http/operation.js";
import { CardAccountList } from "../schema/accounts.js";
import { WithBalanceQuery } from "../schema/queries.js";
import { cardAccountView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { cardAccountsReached } from "./held.js";
import { accountRead, consentErrors, wantsBalance } from "./operation-parts.js";

/** GET /v1/card-accounts: the card accounts the consent reaches, balances when asked. */
export const getCardAccountList = defineOperation({
  ...accountRead,
  operationId: "getCardAccountList",
  method: "get",
  path: "/v1/card-accounts",
  tag: "Card accounts",
  summary: "Read the card accounts the consent reaches",
  description:
    "The card accounts of the consent named by Consent-ID; withBalance=true adds each one's balances (the consent must grant them).",
  query: WithBalanceQuery,
  responses: { 200: { description: "The card accounts.", body: CardAccountList } },
  errors: consentErrors,
  handle: (c) => {
    const withBalance = wantsBalance(c.req.valid("query"));
    const read = admitRead(c, "cardAccounts", { read: "list", withBalance });
    const { access } = read.consent;
    const options = { fixes: read.fixes, access, withBalance, href: read.href };
    const cardAccounts = cardAccountsReached(read.ctx.store, access).map(({ card, owner }) =>
      cardAccountView(card, owner, options),
    );
    read.count();
    return c.json({ cardAccounts });
  },
});
