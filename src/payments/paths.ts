import { DOMESTIC, INSTANT, SEPA } from "./products.js";

/**
 * The bank's fixed payment paths, in one small table: the operations declare them as their paths and
 * the typed client (src/api/tpp.ts) calls them, without loading the handlers.
 */
export const paymentPaths = {
  sepa: `/v1/payments/${SEPA}`,
  domestic: `/v1/payments/${DOMESTIC}`,
  periodic: `/v1/periodic-payments/${DOMESTIC}`,
  bulk: `/v1/bulk-payments/${DOMESTIC}`,
  instantFee: `/v1/payments/${INSTANT}/fee-information`,
  baskets: "/v1/signing-baskets",
} as const;
