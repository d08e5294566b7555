import type { PaymentEvent, TransactionStatus } from "../domain/transitions.js";
import type { TppMessage } from "../errors.js";
import type { Amount } from "../http/fields.js";
import type { Scenario } from "../scenarios/schema.js";
import type { BulkPayment } from "./schema/bulk.js";
import type { DomesticPayment } from "./schema/domestic.js";
import type { PeriodicPayment } from "./schema/periodic.js";
import type { SepaPayment } from "./schema/sepa.js";

/** The three payment services of the interface, as they appear in paths. */
export type PaymentService = "payments" | "periodic-payments" | "bulk-payments";

export interface FeeInfo {
  transactionFeeIndicator: boolean;
  /** Total fee, present only when a fee applies. */
  transactionFees?: Amount;
}

/**
 * What a payment is, and its request body exactly as its product's schema parsed it (the schemas'
 * output: what was validated is what is stored, and GET returns it). The product names are spelled
 * out here rather than imported from products.ts, which builds on this file.
 */
export type PaymentKind =
  | { service: "payments"; product: "sepa-credit-transfers"; request: SepaPayment }
  | { service: "payments"; product: "norwegian-domestic-credit-transfers"; request: DomesticPayment }
  | { service: "periodic-payments"; product: "norwegian-domestic-credit-transfers"; request: PeriodicPayment }
  | { service: "bulk-payments"; product: "norwegian-domestic-credit-transfers"; request: BulkPayment };

/** A payment of any product; narrow on `service` (and `product`) to reach its typed `request`. */
export type PaymentRecord = PaymentKind & PaymentState;

/** A payment of one service, its `request` typed by that service's body. */
export type PaymentOf<S extends PaymentService> = Extract<PaymentRecord, { service: S }>;

/** What every payment keeps, whatever its product. */
export interface PaymentState {
  /** Opaque, URL-safe, unguessable (128 random bits). */
  paymentId: string;
  /** The TPP that created the payment (isolation: no other TPP sees it). */
  tppId: string;
  psuCustomerId: string;
  /** The agreement the payment was made under (PSU-Corporate-ID for corporates). */
  agreementId: string;
  debtorAccountId: string;
  transactionStatus: TransactionStatus;
  /**
   * Payment authorisations, oldest first; the first is created with the payment, unless the TPP
   * preferred an explicit start (TPP-Explicit-Authorisation-Preferred: true): then none until it POSTs one.
   */
  authorisationIds: string[];
  /** An explicit start's defaults (the creation's redirect targets and TPP name), when no authorisation was implicit. */
  explicitStart?: { redirect: { ok: string; nok?: string; preferred: boolean }; tppName?: string };
  /** Cancellation authorisations, oldest first (one per DELETE of an authorised payment). */
  cancellationAuthorisationIds: string[];
  /** x-accept-fix names the TPP adopted on creation. */
  acceptFixes: string[];
  fee: FeeInfo;
  /** The date the debtor asked for (or the creation date when none was given), YYYY-MM-DD. */
  executionDate: string;
  /** What makes two payments the same to the logical duplicate check. */
  duplicateKey: string;
  createdAt: string;
  statusChangedAt: string;
  /**
   * The signing basket the payment is in, if any: it is then authorised only through the basket's SCA
   * and cannot be put into another basket (cleared when the basket is deleted before authorisation).
   */
  basketId?: string;
  /** Set by the batch when it checks funds (false: rejected for lack of funds). */
  fundsAvailable?: boolean;
  psuMessage?: string;
  /** Why a batch run rejected the payment (or entries of a bulk); shown by GET .../status. */
  tppMessages?: TppMessage[];
  /** When the batch run settled it (sandbox clock), and the date its transactions were booked. */
  settledAt?: string;
  bookingDate?: string;
  /** Bulk: the outcome of each entry, in the order of `payments` in the request. */
  entries?: EntryOutcome[];
  /**
   * Periodic, only in orders written before executions had records of their own (`executions.ts`):
   * the executions so far, oldest first. Read through `executionsOf`; the batch moves them out
   * (`migrated`) the first time it looks at the order.
   */
  executions?: PeriodicExecution[];
  /** X-Sandbox-Scenario of the creation: the path the SCA and the batch make it take. */
  scenario?: Scenario;
  /** Every status change, oldest first (absent in data files written before it was kept). */
  statusHistory?: StatusChange[];
}

/** What made a status change: who or what acted, beside the event of the transition table. */
export type ChangeCause = "creation" | "sca-decision" | "sca-expiry" | "cancellation" | "batch-run";

/** The details a caller knows about a change, stored with it. */
export interface CauseDetails {
  /** Who acted: a TPP id (creation, DELETE) or a PSU (`customerNumber customerName`). */
  by?: string;
  authorisationId?: string;
  batchRunId?: string;
  /** Where the PSU decided: the SCA page, or the dashboard acting as the PSU. */
  via?: "sca-page" | "dashboard";
}

/** One entry of a payment's status history; `at` is the bank's clock. */
export interface StatusChange extends CauseDetails {
  at: string;
  from: TransactionStatus | "NEW";
  to: TransactionStatus;
  event: PaymentEvent;
  cause: ChangeCause;
}

export interface EntryOutcome {
  transactionStatus: "ACSC" | "RJCT";
  /** The debit booked on the debtor account (absent when rejected). */
  transactionId?: string;
  reason?: string;
}

/** What one execution of a standing order ends as: booked, or rejected (no funds, or the account cannot pay). */
export const executionStatuses = ["ACSC", "RJCT"] as const;

export interface PeriodicExecution {
  /** The date the schedule names, and the banking day it executed on. */
  scheduledDate: string;
  date: string;
  amount: Amount;
  transactionStatus: (typeof executionStatuses)[number];
  transactionId?: string;
  fundsAvailable?: boolean;
  reason?: string;
  executedAt: string;
}

/** The recent payments (ids) that share one logical duplicate key. */
export interface DuplicateKeyRecord {
  /** The payment's `duplicateKey` (it names the TPP); absent in records written before it was stored. */
  key: string;
  paymentIds: string[];
}

/**
 * RCVD and in a signing basket: the payment waits for its basket's SCA, not its own — no payment
 * authorisation of its own can start, decide or expire it, and a DELETE must free it from the basket first.
 */
export function waitsForBasket(payment: Pick<PaymentRecord, "transactionStatus" | "basketId">): boolean {
  return payment.transactionStatus === "RCVD" && payment.basketId !== undefined;
}
