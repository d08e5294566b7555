import { type BasketStatus, basketStatus } from "../domain/basket-status.js";
import type { TransactionStatus } from "../domain/transitions.js";

/** A member's status change as the basket counts it (a payment's `StatusChange` is one). */
export interface MemberChange {
  at: string;
  from: TransactionStatus | "NEW";
  to: TransactionStatus;
}

/** A member with its status history (a payment record is one). */
export interface MemberWithHistory<C extends MemberChange> {
  paymentId: string;
  transactionStatus: TransactionStatus;
  statusHistory?: C[] | undefined;
}

/** One move of a basket's (derived) status, and the member change that caused it. */
export interface BasketStatusChange<C extends MemberChange = MemberChange> {
  at: string;
  from: BasketStatus | "NEW";
  to: BasketStatus;
  paymentId: string;
  change: C;
}

/**
 * A basket's status is never stored (it is its payments' worst case), so neither is its history:
 * replaying its payments' histories in time order gives every move of the basket's status.
 */
export function basketHistory<C extends MemberChange>(
  payments: readonly MemberWithHistory<C>[],
  since: string,
): BasketStatusChange<C>[] {
  const current = new Map<string, TransactionStatus>();
  const changes = payments
    .flatMap((p) => (p.statusHistory ?? []).map((change) => ({ paymentId: p.paymentId, change })))
    .sort((a, b) => (a.change.at < b.change.at ? -1 : a.change.at > b.change.at ? 1 : 0));
  // A payment created before the basket counts from the basket's creation with its status then.
  // The clock counts milliseconds, so a fast client can create the basket and have its SCA decided
  // at one instant: at that instant only a payment's creation is taken as earlier (it must be, to be
  // put in the basket); any other change then is the basket's doing.
  const before = (change: C) => change.at < since || (change.at === since && change.from === "NEW");
  for (const { paymentId, change } of changes) if (before(change)) current.set(paymentId, change.to);
  let status: BasketStatus | "NEW" = "NEW";
  const history: BasketStatusChange<C>[] = [];
  const settle = (at: string, paymentId: string, change: C) => {
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
