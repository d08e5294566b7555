import { defineOperation } from "../../http/operation.js";
import { AccountList } from "../schema/accounts.js";
import { WithBalanceQuery } from "../schema/queries.js";
import { accountView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { accountsReached } from "./held.js";
import { accountRead, consentErrors, wantsBalance } from "./operation-parts.js";

/** GET /v1/accounts: the accounts the consent reaches (an empty list when none), balances when asked. */
export const getAccountList = defineOperation({
  ...accountRead,
  operationId: "getAccountList",
  method: "get",
  path: "/v1/accounts",
  tag: "Accounts",
  summary: "Read the accounts the consent reaches",
  description:
    "The accounts of the consent named by Consent-ID; withBalance=true adds each account's balances (the consent must grant them).",
  query: WithBalanceQuery,
  responses: { 200: { description: "The accounts.", body: AccountList } },
  errors: consentErrors,
  handle: (c) => {
    const withBalance = wantsBalance(c.req.valid("query"));
    const read = admitRead(c, "accounts", { read: "list", withBalance });
    const { access } = read.consent;
    const options = { fixes: read.fixes, access, withBalance, href: read.href };
    const accounts = accountsReached(read.ctx.store, access).map(({ account, owner }) =>
      accountView(account, owner, options),
    );
    read.count();
    return c.json({ accounts });
  },
});
