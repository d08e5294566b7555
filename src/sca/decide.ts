import type { SandboxContext } from "../context.js";
import { allowed } from "../domain/transitions.js";
import { authorised, moved, putPayment } from "../payments/lifecycle.js";
import type { PaymentRecord } from "../payments/model.js";
import type { CustomerRecord } from "../store/model.js";
import type { StoreChange } from "../store/store.js";
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
 * Who may approve (DESIGN "SCA page"): for a payment or its cancellation, a customer holding the
 * payment's agreement with the debtor account among its engagements — the account's owner for a
 * private payment, a user of the corporate agreement (PSU-Corporate-ID) for a corporate one. A PSU-level
 * SCA only by the PSU it was asked of.
 */
export function mayApprove(
  authorisation: AuthorisationRecord,
  payment: PaymentRecord | undefined,
  customer: CustomerRecord,
): boolean {
  if (authorisation.kind === "psu") return customer.customerId === authorisation.psuCustomerId;
  if (!payment) return false;
  return customer.agreements.some(
    (a) => a.id === payment.agreementId && a.engagements.includes(payment.debtorAccountId),
  );
}

/**
 * Whether the payment still is where this authorisation can move it: RCVD for a payment SCA (another
 * authorisation may have decided it already), authorised and not executed for a cancellation.
 */
export function stillDecidable(
  authorisation: AuthorisationRecord,
  payment: PaymentRecord | undefined,
): boolean {
  if (authorisation.kind === "psu") return true;
  if (!payment) return false;
  if (authorisation.kind === "payment") return payment.transactionStatus === "RCVD";
  return allowed(payment.transactionStatus, "cancellation-finalised") !== undefined;
}

/**
 * The PSU's decision and its effects, stored together (DESIGN "Lifecycle", "Cancellation"):
 * approve -> finalised (payment ACTC/PDNG, cancellation CANC) and the PSU's SCA validity renewed;
 * reject -> failed (payment RJCT by `sca-failed`; a rejected cancellation leaves the payment as it was).
 * Returns where the PSU's browser goes next. The caller has checked pending, decidable and allowed.
 */
export function decide(
  ctx: SandboxContext,
  authorisation: AuthorisationRecord,
  customer: CustomerRecord,
  action: ScaAction,
): string {
  const now = ctx.clock.now();
  const payment = paymentOf(ctx, authorisation);
  const done: AuthorisationRecord = {
    ...authorisation,
    scaStatus: action === "approve" ? "finalised" : "failed",
    completedAt: now.toISOString(),
    completedBy: customer.customerId,
  };
  const changes: StoreChange[] = [putAuthorisation(done)];
  if (action === "approve") {
    changes.push(scaCompleted(customer.customerId, now));
    if (payment && authorisation.kind === "payment") changes.push(putPayment(authorised(ctx, payment)));
    if (payment && authorisation.kind === "cancellation")
      changes.push(putPayment(moved(payment, "cancellation-finalised", now)));
  } else if (payment && authorisation.kind === "payment") {
    changes.push(putPayment(moved(payment, "sca-failed", now)));
  }
  ctx.store.commit(changes);
  const { ok, nok } = authorisation.redirect;
  return action === "approve" ? ok : (nok ?? ok);
}
