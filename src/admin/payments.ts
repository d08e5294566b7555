import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";
import { basketHistory } from "../baskets/history.js";
import { apiError } from "../errors.js";
import { withExecutions } from "../payments/executions.js";
import type { PaymentRecord } from "../payments/model.js";
import type { Records } from "../store/store.js";
import type { BasketView, PaymentView } from "./views.js";
import { bankContext } from "../http/bank.js";

/** The booked transactions a payment caused (debits and any credits in the sandbox), oldest first. */
export function transactionsOf(store: Records, paymentId: string) {
  return store
    .values("transactions")
    .filter((t) => t.paymentId === paymentId)
    .sort((a, b) => (a.bookingDate < b.bookingDate ? -1 : a.bookingDate > b.bookingDate ? 1 : 0));
}

/** The payment, whichever TPP made it; 404 RESOURCE_UNKNOWN when there is none. */
export function findPayment(store: Records, paymentId: string): PaymentRecord {
  const payment = store.get("payments", paymentId);
  if (!payment) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no payment ${paymentId}; list them on the dashboard at /__admin/`,
      "paymentId",
    );
  }
  return payment;
}

/** One payment as the bank holds it: the record, its status history, authorisations and bookings. */
export function paymentView(store: Records, paymentId: string): PaymentView {
  return viewOf(store, findPayment(store, paymentId));
}

export function viewOf(store: Records, payment: PaymentRecord): PaymentView {
  // The executions are records of their own: the view shows them inside the payment, as GET does.
  const { statusHistory = [], ...fields } = withExecutions(store, payment);
  const authorisations = [...payment.authorisationIds, ...payment.cancellationAuthorisationIds].flatMap(
    (id) => {
      const found = store.get("authorisations", id);
      return found ? [found] : [];
    },
  );
  return {
    payment: fields,
    statusHistory,
    authorisations,
    transactions: transactionsOf(store, payment.paymentId),
  };
}

/** One signing basket: its payments' statuses and the history of its derived status. */
export function basketView(store: Records, basketId: string): BasketView {
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
export const adminGetPayment = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminGetPayment",
    method: "get",
    path: "/__admin/payments/{paymentId}",
    heldBy: { collection: "payments", param: "paymentId" },
    logs: ["paymentId"],
    summary: "A payment with its status history, authorisations and bookings",
    params: z.object({ paymentId: z.string() }),
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The payment, whichever TPP made it.", body: a.PaymentViewAnswer } };
    },
    errors: ["RESOURCE_UNKNOWN"],
    handle: (c) => c.json(paymentView(bankContext(c).store, c.req.param("paymentId"))),
  }),
);

export const adminGetBasket = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminGetBasket",
    method: "get",
    path: "/__admin/baskets/{basketId}",
    heldBy: { collection: "baskets", param: "basketId" },
    logs: ["basketId"],
    summary: "A signing basket with its status history and payments",
    params: z.object({ basketId: z.string() }),
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The basket.", body: a.BasketViewAnswer } };
    },
    errors: ["RESOURCE_UNKNOWN"],
    handle: (c) => c.json(basketView(bankContext(c).store, c.req.param("basketId"))),
  }),
);
