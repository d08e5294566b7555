import { defineOperation } from "../../http/operation.js";
import { AccountDetailsResponse } from "../schema/accounts.js";
import { WithBalanceQuery } from "../schema/queries.js";
import { accountView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { accountAt } from "./held.js";
import { accountParams, accountRead, consentErrors, wantsBalance } from "./operation-parts.js";

/** GET /v1/accounts/{account-id}: one account of the consent, its name and type as x-accept-fix asks. */
export const readAccountDetails = defineOperation({
  ...accountRead,
  operationId: "readAccountDetails",
  method: "get",
  path: "/v1/accounts/{account-id}",
  tag: "Accounts",
  summary: "Read an account's details",
  description:
    "The account as the bank keeps it: name (35 characters, 70 with longer-name), cashAccountType (its ISO name, the code with cash-account-type-iso), balances with withBalance=true.",
  params: accountParams,
  query: WithBalanceQuery,
  responses: { 200: { description: "The account.", body: AccountDetailsResponse } },
  errors: consentErrors,
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const withBalance = wantsBalance(c.req.valid("query"));
    const read = admitRead(c, "accounts", { read: "details", resourceId: id, withBalance });
    const { account, owner } = accountAt(read.ctx.store, id);
    const options = { fixes: read.fixes, access: read.consent.access, withBalance, href: read.href };
    const body = { account: accountView(account, owner, options) };
    read.count();
    return c.json(body);
  },
});
