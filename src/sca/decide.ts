import type { SandboxContext } from "../context.js";
import { allowed } from "../domain/transitions.js";
import { authorised, moved, putPayment } from "../payments/lifecycle.js";
import type { PaymentRecord } from "../payments/model.js";
import type { CustomerRecord } from "../sandbox/model.js";
import type { Store, StoreChange } from "../store/store.js";
import type { AuthorisationRecord } from "./model.js";
import { putAuthorisation } from "./service.js";
import { scaCompleted } from "./validity.js";

export type ScaAction = "approve" | "reject";

/** The payment an authorisation is about, when it has one. */
export function paymentOf(
  ctx: SandboxContext,
  authorisation: AuthorisationRecord,
): PaymentRecord | undefined {
  return authorisation.resource ? ctx.store.get("payments", authorisation.resource.paymentId) : undefined;
}

/**
 * Every payment an authorisation decides: its one payment, or all of its signing basket's (in the
 * basket's order); none for a PSU-level SCA or a basket that is gone (deleted).
 */
export function paymentsOf(store: Store, authorisation: AuthorisationRecord): PaymentRecord[] {
  const ids =
    authorisation.kind === "basket"
      ? (store.get("baskets", authorisation.basketId ?? "")?.paymentIds ?? [])
      : authorisation.resource
        ? [authorisation.resource.paymentId]
        : [];
  return ids.flatMap((id) => {
    const payment = store.get("payments", id);
    return payment ? [payment] : [];
  });
}

/**
 * Who may approve (DESIGN "SCA page"): for a payment or its cancellation, a customer holding the
 * payment's agreement with the debtor account among its engagements — the account's owner for a
 * private payment, a user of the corporate agreement (PSU-Corporate-ID) for a corporate one; for a
 * basket, a customer who may so approve every one of its payments. A PSU-level SCA only by the PSU it
 * was asked of.
 */
export function mayApprove(
  authorisation: AuthorisationRecord,
  payments: readonly PaymentRecord[],
  customer: CustomerRecord,
): boolean {
  if (authorisation.kind === "psu") return customer.customerId === authorisation.psuCustomerId;
  if (payments.length === 0) return false;
  return payments.every((payment) =>
    customer.agreements.some(
      (a) => a.id === payment.agreementId && a.engagements.includes(payment.debtorAccountId),
    ),
  );
}

/**
 * Whether the payments still are where this authorisation can move them: RCVD for a payment SCA
 * (another authorisation may have decided it already) and not in a signing basket (the basket's SCA
 * decides it); every payment RCVD for a basket SCA; authorised and not executed for a cancellation.
 */
export function stillDecidable(
  authorisation: AuthorisationRecord,
  payments: readonly PaymentRecord[],
): boolean {
  if (authorisation.kind === "psu") return true;
  if (payments.length === 0) return false;
  if (authorisation.kind === "basket") return payments.every((p) => p.transactionStatus === "RCVD");
  const [payment] = payments;
  if (!payment) return false;
  if (authorisation.kind === "payment")
    return payment.transactionStatus === "RCVD" && payment.basketId === undefined;
  return allowed(payment.transactionStatus, "cancellation-finalised") !== undefined;
}

/** What the decision does to each payment, beside the authorisation itself. */
function effects(
  ctx: SandboxContext,
  authorisation: AuthorisationRecord,
  payments: readonly PaymentRecord[],
  action: ScaAction,
  now: Date,
): StoreChange[] {
  if (authorisation.kind === "psu") return [];
  if (authorisation.kind === "cancellation") {
    return action === "approve"
      ? payments.map((p) => putPayment(moved(p, "cancellation-finalised", now)))
      : [];
  }
  // payment and basket: one SCA moves every payment it covers, each by its own rule (ACTC or PDNG).
  return payments.map((p) =>
    putPayment(action === "approve" ? authorised(ctx, p) : moved(p, "sca-failed", now)),
  );
}

/**
 * The PSU's decision and its effects, stored together in one commit (DESIGN "Lifecycle",
 * "Cancellation", "Signing baskets"): approve -> finalised (payment ACTC/PDNG — every payment of a
 * basket —, cancellation CANC) and the PSU's SCA validity renewed; reject -> failed (payments RJCT by
 * `sca-failed`; a rejected cancellation leaves the payment as it was). Returns where the PSU's browser
 * goes next. The caller has checked pending, decidable and allowed.
 */
export function decide(
  ctx: SandboxContext,
  authorisation: AuthorisationRecord,
  customer: CustomerRecord,
  action: ScaAction,
): string {
  const now = ctx.clock.now();
  const done: AuthorisationRecord = {
    ...authorisation,
    scaStatus: action === "approve" ? "finalised" : "failed",
    completedAt: now.toISOString(),
    completedBy: customer.customerId,
  };
  const changes: StoreChange[] = [putAuthorisation(done)];
  if (action === "approve") changes.push(scaCompleted(customer.customerId, now));
  changes.push(...effects(ctx, authorisation, paymentsOf(ctx.store, authorisation), action, now));
  ctx.store.commit(changes);
  const { ok, nok } = authorisation.redirect;
  return action === "approve" ? ok : (nok ?? ok);
}
