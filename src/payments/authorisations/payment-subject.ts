import { othersOpen } from "../../sca/expiry.js";
import type { AuthorisationRecord } from "../../sca/model.js";
import { isPending, putAuthorisation } from "../../sca/service.js";
import type { Store, StoreChange } from "../../store/store.js";
import type { ScaSubject } from "../../sca/subject.js";
import { authorised, decidedBy, expiredBy, moved, putPayment } from "../lifecycle.js";
import { type PaymentRecord, waitsForBasket } from "../model.js";
import { movedOn, onePayment, paymentOf, tppName } from "./covered.js";
import { paymentDetails, paymentGone } from "./details.js";
import { serviceSpec } from "../products.js";

/**
 * The payment's other authorisations still waiting for the PSU take the deciding one's final scaStatus
 * (docs/decisions.md#sca, "A second authorisation decides"): GET of any of them tells the same story.
 */
function othersFollow(
  store: Store,
  payment: PaymentRecord,
  decided: AuthorisationRecord,
  now: Date,
): StoreChange[] {
  return payment.authorisationIds.flatMap((id) => {
    const other = id === decided.authorisationId ? undefined : store.get("authorisations", id);
    return other && isPending(other, now)
      ? [putAuthorisation({ ...other, scaStatus: decided.scaStatus })]
      : [];
  });
}

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
    if (!payment) return paymentGone;
    const what = serviceSpec(payment).approveWhat;
    return {
      title: `Approve ${what}`,
      lead: [`${tppName(authorisation)} asks you to approve ${what}:`],
      ...paymentDetails(payment),
    };
  },
  approve(ctx, authorisation, now) {
    const payment = paymentOf(ctx.store, authorisation);
    if (!payment) return [];
    return [
      putPayment(authorised(ctx, payment, decidedBy(ctx.store, authorisation))),
      ...othersFollow(ctx.store, payment, authorisation, now),
    ];
  },
  reject(ctx, authorisation, now) {
    const payment = paymentOf(ctx.store, authorisation);
    if (!payment) return [];
    return [
      putPayment(moved(payment, "sca-failed", now, {}, decidedBy(ctx.store, authorisation))),
      ...othersFollow(ctx.store, payment, authorisation, now),
    ];
  },
  expire(store, authorisation, now, batchRunId) {
    const payment = paymentOf(store, authorisation);
    if (payment?.transactionStatus !== "RCVD" || waitsForBasket(payment)) return [];
    if (othersOpen(store, authorisation, payment.authorisationIds, now)) return [];
    return [putPayment(moved(payment, "sca-expired", now, {}, expiredBy(authorisation, batchRunId)))];
  },
};
