import { allowed } from "../../domain/transitions.js";
import type { ScaSubject } from "../../sca/subject.js";
import { decidedBy, moved, putPayment } from "../lifecycle.js";
import { movedOn, onePayment, paymentOf, tppName } from "./covered.js";
import { paymentDetails, paymentGone } from "./details.js";

/**
 * A payment's cancellation (docs/decisions.md#payments): decidable while the payment is authorised and
 * not executed. Approval cancels it (CANC); rejection and expiry leave the payment as it was.
 */
export const cancellationSubject: ScaSubject = {
  kind: "cancellation",
  purpose: "cancel a payment",
  step: "Approve",
  ...onePayment,
  undecidable(store, authorisation) {
    const payment = paymentOf(store, authorisation);
    return payment && allowed(payment.transactionStatus, "cancellation-finalised") !== undefined
      ? undefined
      : movedOn(payment);
  },
  details(store, authorisation) {
    const payment = paymentOf(store, authorisation);
    if (!payment) return paymentGone;
    return {
      title: "Cancel a payment",
      lead: [
        `${tppName(authorisation)} asks you to cancel payment `,
        { strong: payment.paymentId },
        ` (status ${payment.transactionStatus}):`,
      ],
      ...paymentDetails(payment),
    };
  },
  approve(ctx, authorisation, now) {
    const payment = paymentOf(ctx.store, authorisation);
    return payment
      ? [putPayment(moved(payment, "cancellation-finalised", now, {}, decidedBy(ctx.store, authorisation)))]
      : [];
  },
  reject: () => [],
  expire: () => [],
};
