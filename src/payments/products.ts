import { apiError } from "../errors.js";
import type { PaymentService } from "./model.js";

/** The payment products the bank knows, and which service offers which (interface 4.1-4.3, 4.8). */
export const SEPA = "sepa-credit-transfers";
export const DOMESTIC = "norwegian-domestic-credit-transfers";
export const INSTANT = "instant-norwegian-domestic-credit-transfers-straks";

export const knownProducts: readonly string[] = [SEPA, DOMESTIC, INSTANT];

/** Payments that can be created (and so read, cancelled and authorised) per service. */
const offered: Record<PaymentService, readonly string[]> = {
  payments: [SEPA, DOMESTIC],
  "periodic-payments": [DOMESTIC],
  "bulk-payments": [DOMESTIC],
};

/** Hono path pattern matching the three service names only, so /v1/sandbox/* and others pass by. */
export const SERVICE_PARAM = ":service{payments|periodic-payments|bulk-payments}";

/** Throws 404 PRODUCT_UNKNOWN for a product the bank does not know. */
export function checkKnown(product: string): void {
  if (!knownProducts.includes(product)) {
    throw apiError(
      "PRODUCT_UNKNOWN",
      `unknown payment product ${product}; the products are ${knownProducts.join(", ")}`,
      "payment-product",
    );
  }
}

/** Throws 404 PRODUCT_UNKNOWN for an unknown product, 403 PRODUCT_INVALID for one the service does not offer. */
export function checkProduct(service: PaymentService, product: string): void {
  checkKnown(product);
  const products = offered[service];
  if (!products.includes(product)) {
    throw apiError(
      "PRODUCT_INVALID",
      `${service} does not offer ${product}${product === INSTANT ? " (only its fee-information)" : ""}; use /v1/${service}/${products.join(" or ")}`,
      "payment-product",
    );
  }
}
