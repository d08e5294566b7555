import type { SandboxContext, StateKey } from "../context.js";
import { addDuration, type Duration, parseDuration } from "../domain/duration.js";
import { isFinal } from "../domain/transitions.js";
import { executionRemovals } from "../payments/executions.js";
import type { PaymentRecord } from "../payments/model.js";
import { change, type StoreChange } from "../store/change.js";
import { eachIdInSlices } from "../store/scan.js";
import type { Records } from "../store/store.js";

const decided = new Set(["finalised", "failed", "exempted"]);
/** The sweep under way in a sandbox, if any. */
const SWEEP: StateKey<{ running?: Promise<number> | undefined }> = { name: "retention sweep" };

/**
 * `store.retention`: removes the payments that are final and whose status last changed more than
 * the retention ago (bank's clock), with their authorisations, their duplicate-check keys and a
 * standing order's executions, the
 * baskets whose payments all go, and decided PSU-level authorisations as old. Booked transactions
 * and balances are other records and stay; the SCA validity (psuSca) names no payment and stays.
 * Sweeps every bank (tenancy per-tpp: each TPP's own tables). Works in slices, listing no more ids
 * at a time than a slice looks at, and yields to other clients between them; one run at a time per
 * sandbox. Resolves with how many payments went.
 */
export function applyRetention(ctx: SandboxContext, now: Date): Promise<number> {
  const retention =
    ctx.config.store.retention === undefined ? undefined : parseDuration(ctx.config.store.retention);
  if (retention === undefined) return Promise.resolve(0);
  const sweeping = ctx.state.of(SWEEP, () => ({}));
  if (sweeping.running) return sweeping.running;
  const banks = ctx.tenancy.all();
  const run = (async () => {
    let removed = 0;
    for (const bank of banks) removed += await sweep(bank, retention, now);
    return removed;
  })().finally(() => {
    sweeping.running = undefined;
  });
  sweeping.running = run;
  return run;
}

async function sweep(store: Records, retention: Duration, now: Date): Promise<number> {
  const isOld = (at: string) => addDuration(new Date(at), retention) <= now;
  const old = (p: PaymentRecord | undefined): p is PaymentRecord =>
    p !== undefined && isFinal(p.transactionStatus) && isOld(p.statusChangedAt);
  let removed = 0;
  await eachIdInSlices(store, "payments", (id) => {
    removed += removeIfOld(store, id, old);
  });
  // A PSU-level SCA (the bulk challenge) belongs to no payment: it goes on its own once decided and old.
  await eachIdInSlices(store, "authorisations", (id) => {
    const a = store.get("authorisations", id);
    if (a?.kind === "psu" && decided.has(a.scaStatus) && isOld(a.completedAt ?? a.createdAt)) {
      store.commit([change.remove("authorisations", id)]);
    }
  });
  return removed;
}

/** Removes the payment (or its whole basket) if it is old enough and nothing about it is still open. */
function removeIfOld(
  store: Records,
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
    ...payments.flatMap((p) => [change.remove("payments", p.paymentId), ...executionRemovals(store, p)]),
    ...authorisationIds
      .filter((_, n) => authorisations[n] !== undefined)
      .map((a) => change.remove("authorisations", a)),
  ];
  if (basket) changes.push(change.remove("baskets", basket.basketId));
  // The duplicate check forgets them too: a key naming only removed payments would be kept forever.
  const gone = new Set(payments.map((p) => p.paymentId));
  for (const key of new Set(payments.map((p) => p.duplicateKey))) {
    const remembered = store.get("duplicateKeys", key);
    if (remembered === undefined) continue;
    const paymentIds = remembered.paymentIds.filter((p) => !gone.has(p));
    if (paymentIds.length === remembered.paymentIds.length) continue;
    changes.push(
      paymentIds.length > 0
        ? change.put("duplicateKeys", { key, paymentIds })
        : change.remove("duplicateKeys", key),
    );
  }
  store.commit(changes);
  return payments.length;
}
