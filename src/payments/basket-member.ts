import type { Violation } from "../errors.js";
import type { BasketMember } from "../sca/basket-member.js";
import type { Records } from "../store/store.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { mayApprove } from "./authorisations/covered.js";
import { basketDetails } from "./authorisations/details.js";
import { authorised, decidedBy, expiredBy, moved, putPayment } from "./lifecycle.js";
import type { PaymentRecord } from "./model.js";
import { serviceSpec } from "./products.js";

function stored(store: Records, ids: readonly string[]): PaymentRecord[] {
  return ids.flatMap((id) => {
    const payment = store.get("payments", id);
    return payment ? [payment] : [];
  });
}

/**
 * Payments in signing baskets (docs/decisions.md#signing-baskets): each id a payment of this TPP, a
 * single payment, SEPA or domestic (interface 4.4), of the basket's PSU and agreement, still RCVD and
 * in no other basket, judged after any overdue SCA of it has expired. The basket's approval moves each
 * by its own rule (ACTC or PDNG), rejection each to RJCT, expiry each still RCVD to RJCT.
 */
export const paymentsInBaskets: BasketMember = {
  field: "paymentIds",
  readField: "payments",
  noun: "payment",
  unknown: "RESOURCE_UNKNOWN",
  admit(ctx, psu, ids) {
    return ids.flatMap((id, i): Violation[] => {
      const path = `paymentIds[${i}]`;
      const found = ctx.store.get("payments", id);
      // A payment whose own SCA timed out unread is RJCT now, not RCVD.
      const payment = found && expirePaymentScas(ctx, found);
      if (!payment) {
        const text = `no payment ${id} of this TPP; list the paymentIds your creation answers gave`;
        return [{ code: "RESOURCE_UNKNOWN", path, text }];
      }
      const spec = serviceSpec(payment);
      if (!spec.inBaskets) {
        const text = `payment ${id} is a ${spec.name} payment; only single payments (/v1/payments/...) can be placed in a signing basket`;
        return [{ code: "REFERENCE_MIX_INVALID", path, text }];
      }
      if (payment.psuCustomerId !== psu.customer.customerId || payment.agreementId !== psu.agreement.id) {
        const corporate =
          psu.customer.customerType === "CORPORATE" ? `, PSU-Corporate-ID ${psu.agreement.id}` : "";
        const text = `payment ${id} was made for another PSU or agreement than this basket's (PSU-ID ${psu.customer.customerId}${corporate}); a basket holds one PSU's payments`;
        return [{ code: "REFERENCE_MIX_INVALID", path, text }];
      }
      if (payment.transactionStatus !== "RCVD") {
        const text = `payment ${id} is ${payment.transactionStatus}; only payments still waiting for SCA (RCVD) can be placed in a basket`;
        return [{ code: "REFERENCE_STATUS_INVALID", path, text }];
      }
      if (payment.basketId !== undefined) {
        const text = `payment ${id} is already in signing basket ${payment.basketId}; a payment is in one basket at most (DELETE that basket to free it)`;
        return [{ code: "REFERENCE_STATUS_INVALID", path, text }];
      }
      return [];
    });
  },
  join: (store, ids, basketId) => stored(store, ids).map((p) => putPayment({ ...p, basketId })),
  leave: (store, ids) =>
    stored(store, ids).map((p) => {
      const { basketId: _gone, ...free } = p;
      return putPayment(free);
    }),
  status: (store, id) => store.get("payments", id)?.transactionStatus,
  covers: (store, ids) => stored(store, ids).map((p) => p.paymentId),
  mayApprove: (store, ids, customer) => mayApprove(stored(store, ids), customer),
  shown: (store, ids) => basketDetails(stored(store, ids)),
  approve(ctx, ids, authorisation, now) {
    return stored(ctx.store, ids).map((p) =>
      putPayment(authorised(ctx, p, decidedBy(ctx.store, authorisation), now)),
    );
  },
  reject: (ctx, ids, authorisation, now) =>
    stored(ctx.store, ids).map((p) =>
      putPayment(moved(p, "sca-failed", now, {}, decidedBy(ctx.store, authorisation))),
    ),
  expire: (store, ids, authorisation, now, batchRunId) =>
    stored(store, ids)
      .filter((p) => p.transactionStatus === "RCVD")
      .map((p) => putPayment(moved(p, "sca-expired", now, {}, expiredBy(authorisation, batchRunId)))),
};
