import type { Hono } from "hono";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { accountView } from "./view.js";

/** GET /v1/sandbox/accounts/{accountId}: iban, bban, currency, owner, status and balances. */
export function registerGetAccount(app: Hono<AppEnv>): void {
  app.get("/:accountId", (c) => {
    const { store } = c.get("ctx");
    const id = c.req.param("accountId");
    const account = store.get("accounts", id);
    const owner = account && store.get("customers", account.ownerCustomerId);
    if (!account || !owner) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `no sandbox account ${id}; account ids are listed in a customer's "accounts"`,
        "accountId",
      );
    }
    return c.json(accountView(c, account, owner));
  });
}
