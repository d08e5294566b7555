import type { RecordsContext } from "../context.js";
import { allowed, type TransactionStatus } from "../domain/transitions.js";
import { apiError } from "../errors.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { isPending, newAuthorisation, putAuthorisation } from "../sca/service.js";
import { moved, putPayment } from "./lifecycle.js";
import { type PaymentRecord, waitsForBasket } from "./model.js";

export type CancelOutcome =
  | { kind: "cancelled"; payment: PaymentRecord }
  | { kind: "authorisation-needed"; payment: PaymentRecord; authorisation: AuthorisationRecord };

/**
 * Whether a DELETE of the payment can do anything now: cancel it at once, or start (or reuse) a
 * cancellation authorisation. The payment's `self` link lists DELETE only then.
 */
export function cancellable(payment: PaymentRecord): boolean {
  const status = payment.transactionStatus;
  if (waitsForBasket(payment)) return false;
  return allowed(status, "deleted") !== undefined || allowed(status, "cancellation-finalised") !== undefined;
}

/**
 * DELETE of a payment (docs/decisions.md#payments, "Cancellation"): not yet authorised -> cancelled at once; authorised and
 * not executed -> a cancellation authorisation the PSU must approve (a pending one is reused, so a
 * repeated DELETE does not pile up authorisations); PDNG -> 405 (interface 3.1 rule 2); else 409.
 */
export function cancelPayment(
  ctx: RecordsContext,
  payment: PaymentRecord,
  redirect: RedirectTargets | undefined,
): CancelOutcome {
  const { store, clock } = ctx;
  const status = payment.transactionStatus;
  const now = clock.now();
  if (waitsForBasket(payment)) {
    throw apiError(
      "STATUS_INVALID",
      `the payment is in signing basket ${payment.basketId}, waiting for its SCA: DELETE /v1/signing-baskets/${payment.basketId} first, then the payment`,
      "paymentId",
    );
  }
  if (allowed(status, "deleted")) {
    const cancelled = moved(payment, "deleted", now, {}, { by: payment.tppId });
    store.put("payments", cancelled);
    return { kind: "cancelled", payment: cancelled };
  }
  if (allowed(status, "cancellation-finalised")) {
    const pending = payment.cancellationAuthorisationIds
      .map((id) => store.get("authorisations", id))
      .find((a) => a !== undefined && isPending(a, now));
    if (pending) return { kind: "authorisation-needed", payment, authorisation: pending };
    const original = store.get("authorisations", payment.authorisationIds[0] ?? "");
    const target = redirect ?? original?.redirect;
    if (!target) throw new Error(`payment ${payment.paymentId} has no redirect target for its cancellation`);
    const authorisation = newAuthorisation(ctx, {
      kind: "cancellation",
      resource: { service: payment.service, product: payment.product, paymentId: payment.paymentId },
      tppId: payment.tppId,
      psuCustomerId: payment.psuCustomerId,
      redirect: target,
    });
    const updated: PaymentRecord = {
      ...payment,
      cancellationAuthorisationIds: [...payment.cancellationAuthorisationIds, authorisation.authorisationId],
    };
    store.commit([putAuthorisation(authorisation), putPayment(updated)]);
    return { kind: "authorisation-needed", payment: updated, authorisation };
  }
  refuseCancellation(status);
}

/**
 * The answer to cancelling a payment past the point of cancellation, by DELETE or by starting a
 * cancellation authorisation: PDNG -> 405 (interface 3.1 rule 2), anything else -> 409.
 */
export function refuseCancellation(status: TransactionStatus): never {
  if (status === "PDNG") {
    throw apiError(
      "CANCELLATION_INVALID",
      "a payment in status PDNG cannot be cancelled through this interface (the bank's rule); it stays scheduled",
      "paymentId",
    );
  }
  throw apiError(
    "STATUS_INVALID",
    `the payment is ${status}: it is already final or in execution and can no longer be cancelled`,
    "paymentId",
  );
}
