import { NEW, stateMachine } from "./state-machine.js";

/**
 * The one table of payment status moves (interface 3.1 lists the values and no transitions; these
 * follow docs/lifecycle.md and docs/decisions.md#payments, "Cancellation"). Every status change in the
 * sandbox goes through `transition`, which throws on a move the table does not hold: a bug must fail loudly, never leave a
 * payment in a state the bank could not reach.
 */
export const transactionStatuses = [
  "ACCP",
  "ACSC",
  "ACSP",
  "ACTC",
  "ACWC",
  "ACWP",
  "RCVD",
  "PDNG",
  "RJCT",
  "CANC",
  "PART",
  "PRSY",
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export type PaymentEvent =
  /** The TPP created the payment. */
  | "created"
  /** The PSU approved; the execution date is today (or none was given). */
  | "sca-finalised"
  /** The PSU approved a payment whose execution date lies in the future. */
  | "sca-finalised-future-dated"
  | "sca-failed"
  | "sca-expired"
  /** DELETE before any authorisation: cancelled at once. */
  | "deleted"
  /** The PSU approved the cancellation of an authorised payment. */
  | "cancellation-finalised"
  /** A future-dated payment's execution date arrived. */
  | "due"
  /** A batch run took the payment for execution. */
  | "batch"
  | "settled"
  | "settlement-rejected"
  /** Bulk: some entries were booked, others rejected. */
  | "settled-partially"
  /** A standing order's last execution date has passed: it is complete. */
  | "schedule-ended";

/** Where a payment is before it exists: only `created` leaves it. */
export { NEW };
type From = TransactionStatus | typeof NEW;

export interface Transition {
  from: From;
  event: PaymentEvent;
  to: TransactionStatus;
}

const authorisedNotExecuted = ["ACTC", "ACCP", "ACWC", "ACWP"] as const;

export const transitions: readonly Transition[] = [
  { from: NEW, event: "created", to: "RCVD" },
  { from: "RCVD", event: "sca-finalised", to: "ACTC" },
  { from: "RCVD", event: "sca-finalised-future-dated", to: "PDNG" },
  { from: "RCVD", event: "sca-failed", to: "RJCT" },
  { from: "RCVD", event: "sca-expired", to: "RJCT" },
  { from: "RCVD", event: "deleted", to: "CANC" },
  // PDNG is absent here on purpose: the interface (3.1 rule 2) makes deleting a PDNG payment an error.
  ...authorisedNotExecuted.map((from) => ({
    from,
    event: "cancellation-finalised" as const,
    to: "CANC" as const,
  })),
  { from: "PDNG", event: "due", to: "ACTC" },
  { from: "ACTC", event: "batch", to: "ACSP" },
  { from: "PDNG", event: "batch", to: "ACSP" },
  { from: "ACSP", event: "settled", to: "ACSC" },
  { from: "ACSP", event: "settlement-rejected", to: "RJCT" },
  { from: "ACSP", event: "settled-partially", to: "PART" },
  // A standing order stays ACTC while it runs (its executions are recorded, not statuses).
  { from: "ACTC", event: "schedule-ended", to: "ACSC" },
];

const payments = stateMachine("payment", transitions);

export const allowed: (from: From, event: PaymentEvent) => TransactionStatus | undefined = payments.allowed;

/** The status after `event`; throws when the table has no such move. */
export const transition: (from: From, event: PaymentEvent) => TransactionStatus = payments.transition;

/** A status no transition leaves (ACSC, RJCT, CANC, PART): the payment never changes again. */
export const isFinal: (status: TransactionStatus) => boolean = payments.isFinal;
