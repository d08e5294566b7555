import { defineOperation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { cancelPayment } from "./cancellation.js";
import { noHeaders } from "./headers.js";
import { cancellationLinks } from "./links.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { paymentAt } from "./lookup.js";
import { answerSchemas, paymentById, paymentPathParams, unknownPayment } from "./operation-parts.js";
import type { CancellationStarted } from "./schema/responses.js";
import { bankContext } from "../http/bank.js";

/**
 * DELETE /v1/{service}/{product}/{paymentId}: 204 when cancelled at once, 202 when the PSU must
 * authorise the cancellation (redirected back to this request's TPP-Redirect-URI, else the payment's).
 */
export const cancelPaymentOperation = defineOperation({
  operationId: "cancelPayment",
  method: "delete",
  ...paymentById,
  tag: "Payments",
  summary: "Cancel a payment",
  description:
    "Not yet authorised: cancelled at once (204). Authorised and not executed: 202, and the PSU authorises the cancellation. PDNG: 405 (the bank's rule). Executed or final: 409.",
  params: paymentPathParams,
  headers: noHeaders,
  responses: async () => {
    const schemas = await answerSchemas();
    return {
      202: {
        description: "The PSU must authorise the cancellation at _links.scaRedirect.",
        body: schemas.CancellationStarted,
        headers: ["ASPSP-SCA-Approach"],
      },
      204: { description: "Cancelled." },
    };
  },
  errors: [...unknownPayment, "CANCELLATION_INVALID", "STATUS_INVALID", "ROLE_INVALID"],
  use: [psuRequest()],
  handle: (c) => {
    const payment = expirePaymentScas(bankContext(c), paymentAt(c));
    const outcome = cancelPayment(bankContext(c), payment, c.get("redirect"));
    if (outcome.kind === "cancelled") return c.body(null, 204);
    const body: CancellationStarted = {
      transactionStatus: outcome.payment.transactionStatus,
      _links: cancellationLinks(c, outcome.payment, outcome.authorisation),
    };
    c.header("ASPSP-SCA-Approach", "REDIRECT");
    return c.json(body, 202);
  },
});
