import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { paymentAt } from "../payments/lookup.js";
import { SERVICE_PARAM } from "../payments/products.js";
import { authorisationIdsOf, kinds } from "./kinds.js";
import type { AuthorisationList } from "./schema.js";

/** GET .../{paymentId}/authorisations and .../cancellation-authorisations: the ids, oldest first. */
export function registerListAuthorisations(app: Hono<AppEnv>): void {
  for (const kind of kinds) {
    app.get(`/${SERVICE_PARAM}/:product/:paymentId/${kind.segment}`, (c) => {
      const body: AuthorisationList = { authorisationIds: [...authorisationIdsOf(paymentAt(c), kind.kind)] };
      return c.json(body);
    });
  }
}
