import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { expirePaymentScas } from "../sca/expiry.js";
import { paymentAt } from "./lookup.js";
import { SERVICE_PARAM } from "./products.js";

/** GET /v1/{service}/{product}/{paymentId}: the request as stored plus its status (Berlin Group). */
export function registerGetPayment(app: Hono<AppEnv>): void {
  app.get(`/${SERVICE_PARAM}/:product/:paymentId`, (c) => {
    const payment = expirePaymentScas(c.get("ctx"), paymentAt(c));
    return c.json({ ...payment.request, transactionStatus: payment.transactionStatus });
  });
}
