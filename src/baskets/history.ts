import { type BasketStatus, basketStatus } from "../domain/basket-status.js";
import type { TransactionStatus } from "../domain/transitions.js";
import type { PaymentRecord, StatusChange } from "../payments/model.js";

/** One move of a basket's (derived) status, and the payment change that caused it. */
export interface BasketStatusChange {
  at: string;
  from: BasketStatus | "NEW";
  to: BasketStatus;
  paymentId: string;
  change: StatusChange;
}

/**
 * A basket's status is never stored (it is its payments' worst case), so neither is its history:
 * replaying its payments' histories in time order gives every move of the basket's status.
 */
export function basketHistory(payments: readonly PaymentRecord[], since: string): BasketStatusChange[] {
  const current = new Map<string, TransactionStatus>();
  const changes = payments
    .flatMap((p) => (p.statusHistory ?? []).map((change) => ({ paymentId: p.paymentId, change })))
    .sort((a, b) => (a.change.at < b.change.at ? -1 : a.change.at > b.change.at ? 1 : 0));
  // A payment created before the basket counts from the basket's creation with its status then.
  // The clock counts milliseconds, so a fast client can create the basket and have its SCA decided
  // at one instant: at that instant only a payment's creation is taken as earlier (it must be, to be
  // put in the basket); any other change then is the basket's doing.
  const before = (change: StatusChange) =>
    change.at < since || (change.at === since && change.from === "NEW");
  for (const { paymentId, change } of changes) if (before(change)) current.set(paymentId, change.to);
  let status: BasketStatus | "NEW" = "NEW";
  const history: BasketStatusChange[] = [];
  const settle = (at: string, paymentId: string, change: StatusChange) => {
    const next = basketStatus(payments.map((p) => current.get(p.paymentId) ?? p.transactionStatus));
    if (next !== status) history.push({ at, from: status, to: next, paymentId, change });
    status = next;
  };
  const first = changes.find((c) => before(c.change)) ?? changes[0];
  if (first) settle(since, first.paymentId, first.change);
  // Changes at one instant were one commit (a basket's SCA moves all its payments at once).
  changes.forEach(({ paymentId, change }, i) => {
    if (before(change)) return;
    current.set(paymentId, change.to);
    if (changes[i + 1]?.change.at !== change.at) settle(change.at, paymentId, change);
  });
  return history;
}
