import { mayApprove, tppName } from "../payments/authorisations/covered.js";
import { basketDetails } from "../payments/authorisations/details.js";
import { authorised, decidedBy, expiredBy, moved, putPayment } from "../payments/lifecycle.js";
import type { PaymentRecord } from "../payments/model.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { othersOpen } from "../sca/expiry.js";
import type { ScaSubject } from "../sca/subject.js";
import type { Records } from "../store/store.js";

/** Every payment of the authorisation's basket, in the basket's order; none once the basket is deleted. */
function paymentsOf(store: Records, authorisation: AuthorisationRecord): PaymentRecord[] {
  const ids = store.get("baskets", authorisation.basketId ?? "")?.paymentIds ?? [];
  return ids.flatMap((id) => {
    const payment = store.get("payments", id);
    return payment ? [payment] : [];
  });
}

/**
 * A signing basket's SCA (docs/decisions.md#signing-baskets): one approval for every payment of the
 * basket, decidable while each of them is still RCVD. Approval moves each by its own rule (ACTC or
 * PDNG), rejection each to RJCT; expiry, when no other authorisation of the basket is open, rejects
 * every payment still RCVD.
 */
export const basketSubject: ScaSubject = {
  kind: "basket",
  purpose: "approve several payments at once",
  step: "Approve",
  covers: (store, authorisation) => paymentsOf(store, authorisation).map((p) => p.paymentId),
  undecidable(store, authorisation) {
    const payments = paymentsOf(store, authorisation);
    if (payments.length === 0) return "The signing basket was deleted by the provider. Nothing was changed.";
    const decided = payments.filter((p) => p.transactionStatus !== "RCVD");
    if (decided.length === 0) return undefined;
    return `${decided.length} of the ${payments.length} payments in the basket were already decided. Nothing was changed.`;
  },
  refusal: (store, authorisation, customer) =>
    mayApprove(paymentsOf(store, authorisation), customer)
      ? undefined
      : "not every payment in the basket is made from an account you may use",
  details(store, authorisation) {
    const payments = paymentsOf(store, authorisation);
    return {
      title: `Approve ${payments.length} payments`,
      lead: [
        `${tppName(authorisation)} asks you to approve these ${payments.length} payments together, with one approval:`,
      ],
      ...basketDetails(payments),
    };
  },
  approve(ctx, authorisation) {
    // One approval, one instant: the basket's derived history then moves RCVD -> ACTC in one step.
    const now = ctx.clock.now();
    return paymentsOf(ctx.store, authorisation).map((p) =>
      putPayment(authorised(ctx, p, decidedBy(ctx.store, authorisation), now)),
    );
  },
  reject: (ctx, authorisation, now) =>
    paymentsOf(ctx.store, authorisation).map((p) =>
      putPayment(moved(p, "sca-failed", now, {}, decidedBy(ctx.store, authorisation))),
    ),
  expire(store, authorisation, now, batchRunId) {
    const basket = store.get("baskets", authorisation.basketId ?? "");
    if (!basket || othersOpen(store, authorisation, basket.authorisationIds, now)) return [];
    return paymentsOf(store, authorisation)
      .filter((p) => p.transactionStatus === "RCVD")
      .map((p) => putPayment(moved(p, "sca-expired", now, {}, expiredBy(authorisation, batchRunId))));
  },
};
