import { allowed } from "../../domain/transitions.js";
import { html } from "../../sca/page/html.js";
import type { ScaSubject } from "../../sca/subject.js";
import { decidedBy, moved, putPayment } from "../lifecycle.js";
import { movedOn, onePayment, paymentOf, tppName } from "./covered.js";
import { paymentDetails } from "./details.js";

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
    if (!payment) return html`<h1>Payment not found</h1>`;
    return html`<h1>Cancel a payment</h1>
<p class="lead">${tppName(authorisation)} asks you to cancel payment <strong>${payment.paymentId}</strong> (status ${payment.transactionStatus}):</p>
${paymentDetails(payment)}`;
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
