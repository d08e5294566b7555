import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { expirePaymentScas } from "./authorisations/expiry.js";
import { paymentAt } from "./lookup.js";
import { SERVICE_PARAM } from "./products.js";
import { bankContext } from "../http/bank.js";

/**
 * GET /v1/{service}/{product}/{paymentId}: the request as stored plus its status (Berlin Group), and
 * what the batch did: a bulk's per-entry outcomes (`entries`, in the order of `payments`), a standing
 * order's executions once it has any (`executions`, oldest first).
 */
export function registerGetPayment(app: Hono<AppEnv>): void {
  app.get(`/${SERVICE_PARAM}/:product/:paymentId`, (c) => {
    const payment = expirePaymentScas(bankContext(c), paymentAt(c));
    return c.json({
      ...payment.request,
      transactionStatus: payment.transactionStatus,
      ...(payment.entries ? { entries: payment.entries } : {}),
      ...(payment.executions ? { executions: payment.executions } : {}),
    });
  });
}
