import type { AccountRef } from "./accounts.js";
import type { PaymentKind } from "./model.js";
import type { BulkPayment } from "./schema/bulk.js";
import type { Amount } from "../http/fields.js";
import type { PeriodicPayment } from "./schema/periodic.js";
import { kidReferences } from "./schema/remittance.js";
import type { SepaPayment } from "./schema/sepa.js";
import { DOMESTIC, SEPA } from "./products.js";
import type { DomesticPayment } from "./schema/domestic.js";

/**
 * What the semantic checks need from a validated body, the same for all three products: the debtor,
 * the execution date and each credit transfer (one, or one per bulk entry) with the path of its fields.
 */
export interface CreditTransfer {
  /** JSON path prefix of the transfer's fields: "" for single payments, "payments[2]." in a bulk. */
  prefix: string;
  creditorAccount: AccountRef;
  instructedAmount: Amount;
  /** The KIDs the transfer's structured remittance carries. */
  kids: string[];
}

/** What the checks read, beside the payment's kind and validated body (stored as its request). */
export type PaymentPlan = PaymentKind & {
  debtorAccount: AccountRef;
  /** The date the payment is asked to run (first run for periodic), and the field that gave it. */
  executionDate?: { date: string; field: string };
  transfers: CreditTransfer[];
};

/** The plan's service, product and body, as the payment record keeps them. */
export function kindOf(plan: PaymentPlan): PaymentKind {
  const { debtorAccount: _debtor, executionDate: _date, transfers: _transfers, ...kind } = plan;
  return kind;
}

/** The optional `requestedExecutionDate` of single and bulk payments, with the field it came from. */
function requested(date: string | undefined): Pick<PaymentPlan, "executionDate"> {
  return date ? { executionDate: { date, field: "requestedExecutionDate" } } : {};
}

export function sepaPlan(body: SepaPayment): PaymentPlan {
  return {
    service: "payments",
    product: SEPA,
    debtorAccount: body.debtorAccount,
    ...requested(body.requestedExecutionDate),
    transfers: [single(body)],
    request: body,
  };
}

export function domesticPlan(body: DomesticPayment): PaymentPlan {
  return {
    service: "payments",
    product: DOMESTIC,
    debtorAccount: body.debtorAccount,
    ...requested(body.requestedExecutionDate),
    transfers: [single(body)],
    request: body,
  };
}

/** The one transfer of a single or periodic payment, with the KIDs of its structured remittance. */
function single(body: SepaPayment | PeriodicPayment | DomesticPayment): CreditTransfer {
  return {
    prefix: "",
    creditorAccount: body.creditorAccount,
    instructedAmount: body.instructedAmount,
    kids: kidReferences(body),
  };
}

export function periodicPlan(body: PeriodicPayment): PaymentPlan {
  return {
    service: "periodic-payments",
    product: DOMESTIC,
    debtorAccount: body.debtorAccount,
    executionDate: { date: body.startDate, field: "startDate" },
    transfers: [single(body)],
    request: body,
  };
}

export function bulkPlan(body: BulkPayment): PaymentPlan {
  return {
    service: "bulk-payments",
    product: DOMESTIC,
    debtorAccount: body.debtorAccount,
    ...requested(body.requestedExecutionDate),
    transfers: body.payments.map((entry, index) => ({
      prefix: `payments[${index}].`,
      creditorAccount: entry.creditorAccount,
      instructedAmount: entry.instructedAmount,
      kids: kidReferences(entry),
    })),
    request: body,
  };
}
