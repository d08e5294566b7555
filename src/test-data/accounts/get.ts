import { z } from "zod";
import { AccountResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { acceptedFixes } from "../fixes.js";
import { findAccount } from "../../bank/lookup.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/accounts/{accountId}: iban, bban, currency, owner, status and balances. */
export const getSandboxAccount = defineOperation({
  ...sandboxData,
  operationId: "getSandboxAccount",
  method: "get",
  path: "/v1/sandbox/accounts/{accountId}",
  summary: "Read an account",
  params: z.object({ accountId: z.string().describe("The account's accountId") }),
  responses: { 200: { description: "The account with its balances.", body: AccountResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const { account, owner } = findAccount(bankContext(c).store, c.req.param("accountId"));
    return c.json(accountView(c, account, owner, acceptedFixes(c)));
  },
});
