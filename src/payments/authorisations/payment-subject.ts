import { othersOpen } from "../../sca/expiry.js";
import { html } from "../../sca/page/html.js";
import type { ScaSubject } from "../../sca/subject.js";
import { authorised, decidedBy, expiredBy, moved, putPayment } from "../lifecycle.js";
import { waitsForBasket } from "../model.js";
import { movedOn, onePayment, paymentOf, tppName } from "./covered.js";
import { paymentDetails } from "./details.js";

/**
 * A payment's own SCA (docs/lifecycle.md): it decides its payment while that is RCVD and not waiting
 * for a signing basket's SCA. Approval moves it to ACTC, or PDNG when it is due later; rejection and
 * expiry (when no other authorisation of it is still open) to RJCT.
 */
export const paymentSubject: ScaSubject = {
  kind: "payment",
  purpose: "approve a payment",
  step: "Approve",
  ...onePayment,
  undecidable(store, authorisation) {
    const payment = paymentOf(store, authorisation);
    if (payment && waitsForBasket(payment)) {
      return "The payment is part of a signing basket: it is approved together with the basket's other payments, through the basket's own link from the provider. Nothing was changed.";
    }
    return payment?.transactionStatus === "RCVD" ? undefined : movedOn(payment);
  },
  details(store, authorisation) {
    const payment = paymentOf(store, authorisation);
    if (!payment) return html`<h1>Payment not found</h1>`;
    const what =
      payment.service === "bulk-payments"
        ? "these payments"
        : payment.service === "periodic-payments"
          ? "this standing order"
          : "this payment";
    return html`<h1>Approve ${what}</h1>
<p class="lead">${tppName(authorisation)} asks you to approve ${what}:</p>
${paymentDetails(payment)}`;
  },
  approve(ctx, authorisation) {
    const payment = paymentOf(ctx.store, authorisation);
    return payment ? [putPayment(authorised(ctx, payment, decidedBy(ctx.store, authorisation)))] : [];
  },
  reject(ctx, authorisation, now) {
    const payment = paymentOf(ctx.store, authorisation);
    return payment
      ? [putPayment(moved(payment, "sca-failed", now, {}, decidedBy(ctx.store, authorisation)))]
      : [];
  },
  expire(store, authorisation, now, batchRunId) {
    const payment = paymentOf(store, authorisation);
    if (payment?.transactionStatus !== "RCVD" || waitsForBasket(payment)) return [];
    if (othersOpen(store, authorisation, payment.authorisationIds, now)) return [];
    return [putPayment(moved(payment, "sca-expired", now, {}, expiredBy(authorisation, batchRunId)))];
  },
};
