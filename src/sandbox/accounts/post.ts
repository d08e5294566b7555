import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import { acceptedFixes } from "../fixes.js";
import { validBody } from "../../http/validate.js";
import { accountRules } from "./rules.js";
import { CreateAccountRequest } from "./schema.js";
import { createAccount } from "./service.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** POST /v1/sandbox/accounts: 201 with the account as GET shows it and its Location. */
export function registerPostAccount(app: Hono<AppEnv>): void {
  app.post("/", (c) => {
    const fixes = acceptedFixes(c);
    const input = validBody(c, CreateAccountRequest, (raw) => accountRules(raw, fixes));
    const { account, owner } = createAccount(bankContext(c).store, input);
    c.header("Location", link(c, `/v1/sandbox/accounts/${account.accountId}`).href);
    return c.json(accountView(c, account, owner, fixes), 201);
  });
}
