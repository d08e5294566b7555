import type { PaymentKind, PaymentRecord, PaymentService, PaymentState } from "../../src/payments/model.js";
import { BulkPayment } from "../../src/payments/schema/bulk.js";
import { DomesticPayment } from "../../src/payments/schema/domestic.js";
import { PeriodicPayment } from "../../src/payments/schema/periodic.js";
import { SepaPayment } from "../../src/payments/schema/sepa.js";
import { bulkPayment, domesticPayment, periodicPayment, sepaPayment } from "./payments.js";

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

/** A single Norwegian domestic credit transfer's kind, its body parsed like paymentKind's. */
export function domesticKind(overrides: Record<string, unknown> = {}): PaymentKind {
  return {
    service: "payments",
    product: DOMESTIC,
    request: DomesticPayment.parse(domesticPayment(overrides)),
  };
}

/** A whole payment record around a kind: RCVD, created now, no fee unless given. */
export function paymentRecord(kind: PaymentKind, fields: Partial<PaymentState> = {}): PaymentRecord {
  return {
    ...kind,
    paymentId: "pay-1",
    tppId: "tpp",
    psuCustomerId: "c",
    agreementId: "a",
    debtorAccountId: "d",
    transactionStatus: "RCVD",
    authorisationIds: [],
    cancellationAuthorisationIds: [],
    acceptFixes: [],
    fee: { transactionFeeIndicator: false },
    executionDate: "2026-03-02",
    duplicateKey: "k",
    createdAt: "2026-03-02T08:00:00.000Z",
    statusChangedAt: "2026-03-02T08:00:00.000Z",
    ...fields,
  };
}
