import type { Hono } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { paymentAt } from "../payments/lookup.js";
import { SERVICE_PARAM } from "../payments/products.js";
import { current } from "./expiry.js";
import { authorisationIdsOf, kinds } from "./kinds.js";
import type { ScaStatusResponse } from "./schema.js";

/** GET .../{paymentId}/authorisations/{authorisationId} (and cancellation-): its scaStatus. */
export function registerGetAuthorisation(app: Hono<AppEnv>): void {
  for (const kind of kinds) {
    app.get(`/${SERVICE_PARAM}/:product/:paymentId/${kind.segment}/:authorisationId`, (c) => {
      const payment = paymentAt(c);
      const id = c.req.param("authorisationId");
      const ctx = c.get("ctx");
      const stored = authorisationIdsOf(payment, kind.kind).includes(id)
        ? ctx.store.get("authorisations", id)
        : undefined;
      const authorisation = stored && current(ctx, stored);
      if (!authorisation) {
        throw apiError(
          "RESOURCE_UNKNOWN",
          `no ${kind.segment.replace(/s$/, "")} ${id} for this payment; GET .../${kind.segment} lists them`,
          "authorisationId",
        );
      }
      const body: ScaStatusResponse = { scaStatus: authorisation.scaStatus };
      return c.json(body);
    });
  }
}
