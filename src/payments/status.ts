import { defineOperation } from "../http/operation.js";
import { selfAndStatus } from "./links.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { paymentAt } from "./lookup.js";
import { answerSchemas, paymentById, paymentPathParams, unknownPayment } from "./operation-parts.js";
import type { PaymentStatusResponse } from "./schema/responses.js";
import { bankContext } from "../http/bank.js";

/** GET /v1/{service}/{product}/{paymentId}/status (interface 4.5, shape from the Berlin Group). */
export const getPaymentStatus = defineOperation({
  operationId: "getPaymentStatus",
  method: "get",
  path: `${paymentById.path}/status`,
  route: `${paymentById.route}/status`,
  tag: "Payments",
  summary: "Read a payment's status",
  description:
    "Interface 4.5: transactionStatus, and for a rejection fundsAvailable and tppMessages saying why.",
  params: paymentPathParams,
  responses: async () => {
    const schemas = await answerSchemas();
    return { 200: { description: "The status.", body: schemas.PaymentStatusResponse } };
  },
  errors: [...unknownPayment, "ROLE_INVALID"],
  handle: (c) => {
    const payment = expirePaymentScas(bankContext(c), paymentAt(c));
    const body: PaymentStatusResponse = {
      transactionStatus: payment.transactionStatus,
      ...(payment.fundsAvailable !== undefined ? { fundsAvailable: payment.fundsAvailable } : {}),
      ...(payment.psuMessage !== undefined ? { psuMessage: payment.psuMessage } : {}),
      ...(payment.tppMessages?.length ? { tppMessages: payment.tppMessages } : {}),
      _links: selfAndStatus(c, payment),
    };
    return c.json(body);
  },
});
