import { bankDate, type RecordsContext } from "../context.js";
import { isBefore } from "../domain/dates.js";
import { type PaymentEvent, transition } from "../domain/transitions.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { change } from "../store/change.js";
import type { Records, StoreChange } from "../store/store.js";
import type { CauseDetails, ChangeCause, PaymentRecord, PaymentState, StatusChange } from "./model.js";

const causes: Record<PaymentEvent, ChangeCause> = {
  created: "creation",
  "sca-finalised": "sca-decision",
  "sca-finalised-future-dated": "sca-decision",
  "sca-failed": "sca-decision",
  "sca-expired": "sca-expiry",
  deleted: "cancellation",
  "cancellation-finalised": "cancellation",
  due: "batch-run",
  batch: "batch-run",
  settled: "batch-run",
  "settlement-rejected": "batch-run",
  "settled-partially": "batch-run",
  "schedule-ended": "batch-run",
};

/** The history entry of a move, the cause read from the event. */
export function statusChange(
  from: StatusChange["from"],
  event: PaymentEvent,
  now: Date,
  details: CauseDetails = {},
): StatusChange {
  return {
    at: now.toISOString(),
    from,
    to: transition(from, event),
    event,
    cause: causes[event],
    ...details,
  };
}

/**
 * The one way a payment's status changes: the move is checked against the transition table (a move
 * it does not hold throws), stamped with the sandbox time, appended to the payment's status history
 * with its cause, and returned with any other fields the event sets. The caller stores it — alone with `store.put`, or with the records that must change
 * together (a debit, a booked transaction) in one `store.commit`.
 */
export function moved<P extends PaymentRecord>(
  payment: P,
  event: PaymentEvent,
  now: Date,
  patch: Partial<PaymentState> = {},
  details: CauseDetails = {},
): P {
  const step = statusChange(payment.transactionStatus, event, now, details);
  return {
    ...payment,
    ...patch,
    transactionStatus: step.to,
    statusChangedAt: step.at,
    statusHistory: [...(payment.statusHistory ?? []), step],
  };
}

export function putPayment(payment: PaymentRecord): StoreChange {
  return change.put("payments", payment);
}

/**
 * What a finalised payment SCA does (docs/lifecycle.md): ACTC when the payment is due today, PDNG
 * when its execution date (or a standing order's start date) lies in the future. `authorised` only
 * computes the new record (for a `store.commit` with the authorisation); `authorisePayment` stores it.
 */
export function authorised(
  ctx: RecordsContext,
  payment: PaymentRecord,
  details: CauseDetails = {},
  // One decision moving several payments (a basket) stamps them all with one instant.
  now: Date = ctx.clock.now(),
): PaymentRecord {
  const today = bankDate(ctx.config, now);
  const future = isBefore(today, payment.executionDate);
  return moved(payment, future ? "sca-finalised-future-dated" : "sca-finalised", now, {}, details);
}

export function authorisePayment(
  ctx: RecordsContext,
  payment: PaymentRecord,
  details: CauseDetails = {},
): PaymentRecord {
  const updated = authorised(ctx, payment, details);
  ctx.store.put("payments", updated);
  return updated;
}

/** Who decided an authorisation, and where, for the status histories of the payments it moved. */
export function decidedBy(store: Records, authorisation: AuthorisationRecord): CauseDetails {
  const customer = authorisation.completedBy ? store.get("customers", authorisation.completedBy) : undefined;
  return {
    ...(customer ? { by: `${customer.customerNumber} ${customer.customerName}` } : {}),
    authorisationId: authorisation.authorisationId,
    ...(authorisation.completedVia ? { via: authorisation.completedVia } : {}),
  };
}

/** The authorisation that ran out of time, and the batch run whose sweep found it (if one did). */
export function expiredBy(authorisation: AuthorisationRecord, batchRunId: string | undefined): CauseDetails {
  return { authorisationId: authorisation.authorisationId, ...(batchRunId ? { batchRunId } : {}) };
}
