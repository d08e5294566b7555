import { bankDate, type SandboxContext } from "../context.js";
import { isBefore } from "../domain/dates.js";
import { type PaymentEvent, transition } from "../domain/transitions.js";
import type { StoreChange } from "../store/store.js";
import type { PaymentRecord } from "./model.js";
import { change } from "../store/change.js";

/**
 * The one way a payment's status changes: the move is checked against the transition table (a move
 * it does not hold throws), stamped with the sandbox time, and returned with any other fields the
 * event sets. The caller stores it — alone with `store.put`, or with the records that must change
 * together (a debit, a booked transaction) in one `store.commit`.
 */
export function moved(
  payment: PaymentRecord,
  event: PaymentEvent,
  now: Date,
  patch: Partial<PaymentRecord> = {},
): PaymentRecord {
  return {
    ...payment,
    ...patch,
    transactionStatus: transition(payment.transactionStatus, event),
    statusChangedAt: now.toISOString(),
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
export function authorised(ctx: SandboxContext, payment: PaymentRecord): PaymentRecord {
  const now = ctx.clock.now();
  const today = bankDate(ctx.config, now);
  const future = isBefore(today, payment.executionDate);
  return moved(payment, future ? "sca-finalised-future-dated" : "sca-finalised", now);
}

export function authorisePayment(ctx: SandboxContext, payment: PaymentRecord): PaymentRecord {
  const updated = authorised(ctx, payment);
  ctx.store.put("payments", updated);
  return updated;
}
