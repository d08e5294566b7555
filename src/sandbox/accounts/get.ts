import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { acceptedFixes } from "../fixes.js";
import { findAccount } from "./lookup.js";
import { accountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/accounts/{accountId}: iban, bban, currency, owner, status and balances. */
export function registerGetAccount(app: Hono<AppEnv>): void {
  app.get("/:accountId", (c) => {
    const { account, owner } = findAccount(bankContext(c).store, c.req.param("accountId"));
    return c.json(accountView(c, account, owner, acceptedFixes(c)));
  });
}
