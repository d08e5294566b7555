import type { SandboxContext } from "../context.js";
import { addDuration, type Duration, parseDuration } from "../domain/duration.js";
import { isFinal } from "../domain/transitions.js";
import type { PaymentRecord } from "../payments/model.js";
import { change, type StoreChange } from "../store/change.js";
import type { Store } from "../store/store.js";

/** Payments looked at per turn of the event loop: a slice takes about a millisecond. */
const SLICE = 500;
const decided = new Set(["finalised", "failed", "exempted"]);
const running = new WeakMap<Store, Promise<number>>();

/**
 * `store.retention`: removes the payments that are final and whose status last changed more than
 * the retention ago (bank's clock), with their authorisations, and the baskets whose payments all
 * go. Booked transactions and balances are other records and stay. Works in slices, yielding to
 * other clients between them; one run at a time per store. Resolves with how many payments went.
 */
export function applyRetention(ctx: SandboxContext, now: Date): Promise<number> {
  const retention =
    ctx.config.store.retention === undefined ? undefined : parseDuration(ctx.config.store.retention);
  if (retention === undefined) return Promise.resolve(0);
  const current = running.get(ctx.store);
  if (current) return current;
  const run = sweep(ctx.store, retention, now).finally(() => running.delete(ctx.store));
  running.set(ctx.store, run);
  return run;
}

async function sweep(store: Store, retention: Duration, now: Date): Promise<number> {
  const old = (p: PaymentRecord | undefined): p is PaymentRecord =>
    p !== undefined &&
    isFinal(p.transactionStatus) &&
    addDuration(new Date(p.statusChangedAt), retention) <= now;
  const ids = store.ids("payments");
  let removed = 0;
  for (let i = 0; i < ids.length; i += SLICE) {
    for (const id of ids.slice(i, i + SLICE)) removed += removeIfOld(store, id, old);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return removed;
}

/** Removes the payment (or its whole basket) if it is old enough and nothing about it is still open. */
function removeIfOld(
  store: Store,
  id: string,
  old: (p: PaymentRecord | undefined) => p is PaymentRecord,
): number {
  const payment = store.get("payments", id);
  if (!old(payment)) return 0;
  const basket = payment.basketId === undefined ? undefined : store.get("baskets", payment.basketId);
  const payments = basket ? basket.paymentIds.map((p) => store.get("payments", p)) : [payment];
  if (!payments.every(old)) return 0;
  const authorisationIds = [
    ...(basket?.authorisationIds ?? []),
    ...payments.flatMap((p) => [...p.authorisationIds, ...p.cancellationAuthorisationIds]),
  ];
  const authorisations = authorisationIds.map((a) => store.get("authorisations", a));
  // An SCA still open keeps its payment until it is decided or expires (the batch expires it).
  if (authorisations.some((a) => a !== undefined && !decided.has(a.scaStatus))) return 0;
  const changes: StoreChange[] = [
    ...payments.map((p) => change.remove("payments", p.paymentId)),
    ...authorisationIds
      .filter((_, n) => authorisations[n] !== undefined)
      .map((a) => change.remove("authorisations", a)),
  ];
  if (basket) changes.push(change.remove("baskets", basket.basketId));
  store.commit(changes);
  return payments.length;
}
