import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { acceptedFixes } from "../fixes.js";
import { findCardAccount } from "./lookup.js";
import { ownerOf } from "./service.js";
import { cardAccountView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/card-accounts/{cardAccountId}: masked PAN, credit limit, balances, owner. */
export function registerGetCardAccount(app: Hono<AppEnv>): void {
  app.get("/:cardAccountId", (c) => {
    const { store } = bankContext(c);
    const card = findCardAccount(store, c.req.param("cardAccountId"));
    return c.json(cardAccountView(c, card, ownerOf(store, card), acceptedFixes(c)));
  });
}
