import { defineOperation } from "../../http/operation.js";
import { ReadAccountBalanceResponse } from "../schema/accounts.js";
import { accountBalancesView } from "./account-view.js";
import { admitRead } from "./gate.js";
import { accountAt } from "./held.js";
import { accountParams, accountRead, consentErrors } from "./operation-parts.js";

/** GET /v1/accounts/{account-id}/balances: the balances the bank's ledger gives the account now. */
export const getAccountBalances = defineOperation({
  ...accountRead,
  operationId: "getAccountBalances",
  method: "get",
  path: "/v1/accounts/{account-id}/balances",
  tag: "Accounts",
  summary: "Read an account's balances",
  description:
    "interimAvailable and interimBooked: the booked balance, which every payment the batch settled has moved.",
  params: accountParams,
  responses: { 200: { description: "The balances.", body: ReadAccountBalanceResponse } },
  errors: consentErrors,
  handle: (c) => {
    const id = c.req.valid("param")["account-id"];
    const read = admitRead(c, "accounts", { read: "balances", resourceId: id });
    const { account } = accountAt(read.ctx.store, id);
    const body = {
      account: { iban: account.iban, currency: account.currency },
      balances: accountBalancesView(account),
    };
    read.count();
    return c.json(body);
  },
});
