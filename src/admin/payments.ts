import type { Hono } from "hono";
import { basketHistory } from "../baskets/history.js";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { Store } from "../store/store.js";
import type { BasketView, PaymentView } from "./views.js";
import { bankContext } from "../http/bank.js";

/** The booked transactions a payment caused (debits and any credits in the sandbox), oldest first. */
export function transactionsOf(store: Store, paymentId: string) {
  return store
    .values("transactions")
    .filter((t) => t.paymentId === paymentId)
    .sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));
}

/** One payment as the bank holds it: the record, its status history, authorisations and bookings. */
export function paymentView(store: Store, paymentId: string): PaymentView {
  const payment = store.get("payments", paymentId);
  if (!payment) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no payment ${paymentId}; list them on the dashboard at /__admin/`,
      "paymentId",
    );
  }
  const { statusHistory = [], ...fields } = payment;
  const authorisations = [...payment.authorisationIds, ...payment.cancellationAuthorisationIds].flatMap(
    (id) => {
      const found = store.get("authorisations", id);
      return found ? [found] : [];
    },
  );
  return { payment: fields, statusHistory, authorisations, transactions: transactionsOf(store, paymentId) };
}

/** One signing basket: its payments' statuses and the history of its derived status. */
export function basketView(store: Store, basketId: string): BasketView {
  const basket = store.get("baskets", basketId);
  if (!basket) throw apiError("RESOURCE_UNKNOWN", `no signing basket ${basketId}`, "basketId");
  const payments = basket.paymentIds.flatMap((id) => {
    const found = store.get("payments", id);
    return found ? [found] : [];
  });
  const authorisations = basket.authorisationIds.flatMap((id) => {
    const found = store.get("authorisations", id);
    return found ? [found] : [];
  });
  return {
    basket,
    payments: payments.map((p) => ({ paymentId: p.paymentId, transactionStatus: p.transactionStatus })),
    statusHistory: basketHistory(payments, basket.createdAt),
    authorisations,
  };
}

/** GET /__admin/payments/{paymentId} and /__admin/baskets/{basketId}: what happened to it, and why. */
export function registerPayments(app: Hono<AppEnv>): void {
  app.get("/payments/:paymentId", (c) => c.json(paymentView(bankContext(c).store, c.req.param("paymentId"))));
  app.get("/baskets/:basketId", (c) => c.json(basketView(bankContext(c).store, c.req.param("basketId"))));
}
