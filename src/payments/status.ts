import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { selfAndStatus } from "./links.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { paymentAt } from "./lookup.js";
import { SERVICE_PARAM } from "./products.js";
import type { PaymentStatusResponse } from "./schema/responses.js";
import { bankContext } from "../http/bank.js";

/** GET /v1/{service}/{product}/{paymentId}/status (interface 4.5, shape from the Berlin Group). */
export function registerPaymentStatus(app: Hono<AppEnv>): void {
  app.get(`/${SERVICE_PARAM}/:product/:paymentId/status`, (c) => {
    const payment = expirePaymentScas(bankContext(c), paymentAt(c));
    const body: PaymentStatusResponse = {
      transactionStatus: payment.transactionStatus,
      ...(payment.fundsAvailable !== undefined ? { fundsAvailable: payment.fundsAvailable } : {}),
      ...(payment.psuMessage !== undefined ? { psuMessage: payment.psuMessage } : {}),
      ...(payment.tppMessages?.length ? { tppMessages: payment.tppMessages } : {}),
      _links: selfAndStatus(c, payment),
    };
    return c.json(body);
  });
}
