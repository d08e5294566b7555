import { defineOperation } from "../http/operation.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { executionsOf } from "./executions.js";
import { paymentAt } from "./lookup.js";
import { paymentById, paymentPathParams, readSchemas, unknownPayment } from "./operation-parts.js";
import { bankContext } from "../http/bank.js";

/**
 * GET /v1/{service}/{product}/{paymentId}: the request as stored plus its status (Berlin Group), and
 * what the batch did: a bulk's per-entry outcomes (`entries`, in the order of `payments`), a standing
 * order's executions once it has any (`executions`, oldest first).
 */
export const getPayment = defineOperation({
  operationId: "getPayment",
  method: "get",
  ...paymentById,
  tag: "Payments",
  summary: "Read a payment",
  description:
    "The request as created, its transactionStatus, and what the batch did: a bulk's entries, a standing order's executions.",
  params: paymentPathParams,
  responses: async () => {
    const schemas = await readSchemas();
    return { 200: { description: "The payment.", body: schemas.PaymentRead } };
  },
  errors: [...unknownPayment, "ROLE_INVALID"],
  handle: (c) => {
    const ctx = bankContext(c);
    const payment = expirePaymentScas(ctx, paymentAt(c));
    const executions = executionsOf(ctx.store, payment);
    return c.json({
      ...payment.request,
      transactionStatus: payment.transactionStatus,
      ...(payment.entries ? { entries: payment.entries } : {}),
      ...(executions.length > 0 ? { executions } : {}),
    });
  },
});
