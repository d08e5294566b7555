import type { Hono } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { PaymentService } from "./model.js";
import { checkKnown, checkProduct, INSTANT, SERVICE_PARAM } from "./products.js";

/**
 * Creation and fee-information calls on any other product: 404 PRODUCT_UNKNOWN for a product the bank
 * does not know, 403 PRODUCT_INVALID for one the service does not offer. Registered after the real
 * endpoints, so it only answers what they did not.
 */
export function registerUnknownProducts(app: Hono<AppEnv>): void {
  app.post(`/${SERVICE_PARAM}/:product`, (c) => {
    checkProduct(c.req.param("service") as PaymentService, c.req.param("product"));
    throw new Error(`no creation route for offered product ${c.req.path}`);
  });
  app.post(`/${SERVICE_PARAM}/:product/fee-information`, (c) => {
    checkKnown(c.req.param("product"));
    throw apiError(
      "PRODUCT_INVALID",
      `fee information is offered for ${INSTANT} only; use /v1/payments/${INSTANT}/fee-information`,
      "payment-product",
    );
  });
}
