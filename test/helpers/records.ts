import type { PaymentKind, PaymentService } from "../../src/payments/model.js";
import { BulkPayment } from "../../src/payments/schema/bulk.js";
import { PeriodicPayment } from "../../src/payments/schema/periodic.js";
import { SepaPayment } from "../../src/payments/schema/sepa.js";
import { bulkPayment, periodicPayment, sepaPayment } from "./payments.js";

const DOMESTIC = "norwegian-domestic-credit-transfers";

/**
 * A payment's service, product and request for records a test stores directly: the bodies go
 * through their product's schema, as a creation's do, so the record holds what the bank would.
 */
export function paymentKind(service: PaymentService, overrides: Record<string, unknown> = {}): PaymentKind {
  if (service === "bulk-payments") {
    return { service, product: DOMESTIC, request: BulkPayment.parse(bulkPayment(overrides)) };
  }
  if (service === "periodic-payments") {
    return { service, product: DOMESTIC, request: PeriodicPayment.parse(periodicPayment(overrides)) };
  }
  return { service, product: "sepa-credit-transfers", request: SepaPayment.parse(sepaPayment(overrides)) };
}
