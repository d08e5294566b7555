import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { cancelPayment } from "./cancellation.js";
import { noHeaders } from "./headers.js";
import { cancellationLinks } from "./links.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { paymentAt } from "./lookup.js";
import { SERVICE_PARAM } from "./products.js";
import type { CancellationStarted } from "./schema/responses.js";
import { bankContext } from "../http/bank.js";

/**
 * DELETE /v1/{service}/{product}/{paymentId}: 204 when cancelled at once, 202 when the PSU must
 * authorise the cancellation (redirected back to this request's TPP-Redirect-URI, else the payment's).
 */
export function registerCancelPayment(app: Hono<AppEnv>): void {
  app.delete(`/${SERVICE_PARAM}/:product/:paymentId`, requireHeaders(noHeaders), psuRequest(), (c) => {
    const payment = expirePaymentScas(bankContext(c), paymentAt(c));
    const outcome = cancelPayment(bankContext(c), payment, c.get("redirect"));
    if (outcome.kind === "cancelled") return c.body(null, 204);
    const body: CancellationStarted = {
      transactionStatus: outcome.payment.transactionStatus,
      _links: cancellationLinks(c, outcome.payment, outcome.authorisation),
    };
    c.header("ASPSP-SCA-Approach", "REDIRECT");
    return c.json(body, 202);
  });
}
