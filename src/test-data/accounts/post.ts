import { AccountResponse, CreateAccountRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { link } from "../../http/links.js";
import { acceptedFixes } from "../fixes.js";
import { validBody } from "../../http/validate.js";
import { accountRules } from "./rules.js";
import { createAccount } from "../../bank/accounts.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** POST /v1/sandbox/accounts: 201 with the account as GET shows it and its Location. */
export const createSandboxAccount = defineOperation({
  ...sandboxData,
  operationId: "createSandboxAccount",
  method: "post",
  path: "/v1/sandbox/accounts",
  summary: "Create an account",
  description: "For a customer by customer number; a valid Norwegian bban and iban are made up unless given.",
  body: CreateAccountRequest,
  responses: { 201: { description: "Created.", body: AccountResponse, headers: ["Location"] } },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "CONFLICT"],
  handle: (c) => {
    const fixes = acceptedFixes(c);
    const input = validBody(c, CreateAccountRequest, (raw) => accountRules(raw, fixes));
    const { account, owner } = createAccount(bankContext(c).store, input);
    c.header("Location", link(c, `/v1/sandbox/accounts/${account.accountId}`).href);
    return c.json(accountView(c, account, owner, fixes), 201);
  },
});
