import { z } from "zod";
import { AccountResponse, UpdateAccountBalanceRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { balanceToMinor } from "../../domain/balance-amount.js";
import { acceptedFixes } from "../fixes.js";
import { currencyRule } from "../rules.js";
import { validBody } from "../../http/validate.js";
import { openAccount } from "../../bank/lookup.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/**
 * PUT /v1/sandbox/accounts/{accountId}/balance: set the booked (and available) balance directly, to
 * stage a scenario (e.g. too little money for a payment). No transaction is booked for the change.
 */
export const setSandboxAccountBalance = defineOperation({
  ...sandboxData,
  operationId: "setSandboxAccountBalance",
  method: "put",
  path: "/v1/sandbox/accounts/{accountId}/balance",
  summary: "Set an account's balance",
  params: z.object({ accountId: z.string().describe("The account's accountId") }),
  body: UpdateAccountBalanceRequest,
  responses: { 200: { description: "The account with its new balance.", body: AccountResponse } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID"],
  handle: (c) => {
    const { store } = bankContext(c);
    const { account, owner } = openAccount(store, c.req.param("accountId"));
    const { balanceAmount } = validBody(c, UpdateAccountBalanceRequest, (raw) =>
      currencyRule(raw, account.currency),
    );
    const updated = {
      ...account,
      balanceMinor: balanceToMinor(balanceAmount.amount, balanceAmount.currency).toString(),
    };
    store.put("accounts", updated);
    return c.json(accountView(c, updated, owner, acceptedFixes(c)));
  },
});
