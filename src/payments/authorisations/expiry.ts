import type { RecordsContext } from "../../context.js";
import { expireDue } from "../../sca/expiry.js";
import type { PaymentRecord } from "../model.js";

/**
 * Expires every overdue authorisation of a payment — and of its signing basket, whose SCA decides it
 * (interface 3.2: each payment's status is read on its own) —; the payment as it stands afterwards.
 */
export function expirePaymentScas(ctx: RecordsContext, payment: PaymentRecord): PaymentRecord {
  const basketIds = payment.basketId
    ? (ctx.store.get("baskets", payment.basketId)?.authorisationIds ?? [])
    : [];
  const changed = expireDue(ctx, [
    ...payment.authorisationIds,
    ...payment.cancellationAuthorisationIds,
    ...basketIds,
  ]);
  return changed ? (ctx.store.get("payments", payment.paymentId) ?? payment) : payment;
}
