import type { SandboxContext } from "../context.js";
import { moved, putPayment } from "../payments/lifecycle.js";
import type { CauseDetails, PaymentRecord } from "../payments/model.js";
import type { Store, StoreChange } from "../store/store.js";
import { paymentsOf } from "./decide.js";
import type { AuthorisationRecord } from "./model.js";
import { isPending, putAuthorisation } from "./service.js";

/**
 * An SCA the PSU did not complete within `sca.timeoutMinutes` fails (DESIGN "Lifecycle"): the
 * authorisation becomes `failed` and, for a payment authorisation, the payment RJCT (`sca-expired`)
 * when it is still RCVD and no other authorisation of it is still open. A payment in a signing basket
 * is left to the basket's SCA; a basket authorisation rejects every payment of the basket still RCVD
 * when no other authorisation of the basket is open. Called lazily wherever an authorisation is read
 * and by the batch's sweep. True when this call expired it.
 */
export function expireIfDue(ctx: SandboxContext, authorisation: AuthorisationRecord): boolean {
  return expireAt(ctx.store, authorisation, ctx.clock.now());
}

/** `expireIfDue` at a given time, for the batch, which passes its own time in. */
export function expireAt(
  store: Store,
  authorisation: AuthorisationRecord,
  now: Date,
  details: CauseDetails = {},
): boolean {
  if (authorisation.scaStatus !== "received" || new Date(authorisation.expiresAt) > now) return false;
  const changes: StoreChange[] = [putAuthorisation({ ...authorisation, scaStatus: "failed" })];
  for (const payment of expiring(store, authorisation, now)) {
    changes.push(
      putPayment(
        moved(
          payment,
          "sca-expired",
          now,
          {},
          { authorisationId: authorisation.authorisationId, ...details },
        ),
      ),
    );
  }
  store.commit(changes);
  return true;
}

/** The payments an expiring authorisation rejects. */
function expiring(store: Store, authorisation: AuthorisationRecord, now: Date): PaymentRecord[] {
  const othersOpen = (ids: readonly string[]) =>
    ids.some((id) => {
      const other = id === authorisation.authorisationId ? undefined : store.get("authorisations", id);
      return other !== undefined && isPending(other, now);
    });
  if (authorisation.kind === "basket") {
    const basket = store.get("baskets", authorisation.basketId ?? "");
    if (!basket || othersOpen(basket.authorisationIds)) return [];
    return paymentsOf(store, authorisation).filter((p) => p.transactionStatus === "RCVD");
  }
  if (authorisation.kind !== "payment") return [];
  const [payment] = paymentsOf(store, authorisation);
  if (payment?.transactionStatus !== "RCVD" || payment.basketId !== undefined) return [];
  return othersOpen(payment.authorisationIds) ? [] : [payment];
}

/** The authorisation as it stands now: expired first when its time is up. */
export function current(ctx: SandboxContext, authorisation: AuthorisationRecord): AuthorisationRecord {
  if (!expireIfDue(ctx, authorisation)) return authorisation;
  return ctx.store.get("authorisations", authorisation.authorisationId) ?? authorisation;
}

/**
 * Expires every overdue authorisation of a payment — and of its signing basket, whose SCA decides it
 * (interface 3.2: each payment's status is read on its own) —; the payment as it stands afterwards.
 */
export function expirePaymentScas(ctx: SandboxContext, payment: PaymentRecord): PaymentRecord {
  const basketIds = payment.basketId
    ? (ctx.store.get("baskets", payment.basketId)?.authorisationIds ?? [])
    : [];
  let changed = false;
  for (const id of [...payment.authorisationIds, ...payment.cancellationAuthorisationIds, ...basketIds]) {
    const authorisation = ctx.store.get("authorisations", id);
    if (authorisation && expireIfDue(ctx, authorisation)) changed = true;
  }
  return changed ? (ctx.store.get("payments", payment.paymentId) ?? payment) : payment;
}

/** Expires every overdue authorisation of a signing basket. */
export function expireBasketScas(ctx: SandboxContext, authorisationIds: readonly string[]): void {
  for (const id of authorisationIds) {
    const authorisation = ctx.store.get("authorisations", id);
    if (authorisation) expireIfDue(ctx, authorisation);
  }
}
