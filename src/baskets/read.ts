import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { noHeaders } from "../payments/headers.js";
import { basketSelfAndStatus } from "./links.js";
import type { BasketRead, BasketStatusResponse } from "./schema.js";
import { deleteBasket, findBasket, statusOf } from "./service.js";
import { bankContext } from "../http/bank.js";

/** GET /v1/signing-baskets/{basketId}, GET .../status and DELETE (Berlin Group). */
export function registerReadBasket(app: Hono<AppEnv>): void {
  app.get("/signing-baskets/:basketId", (c) => {
    const ctx = bankContext(c);
    const basket = findBasket(ctx, c.get("tpp").id, c.req.param("basketId"));
    const body: BasketRead = {
      payments: [...basket.paymentIds],
      transactionStatus: statusOf(ctx, basket),
      _links: basketSelfAndStatus(c, basket),
    };
    return c.json(body);
  });

  app.get("/signing-baskets/:basketId/status", (c) => {
    const ctx = bankContext(c);
    const basket = findBasket(ctx, c.get("tpp").id, c.req.param("basketId"));
    const body: BasketStatusResponse = { transactionStatus: statusOf(ctx, basket) };
    return c.json(body);
  });

  app.delete("/signing-baskets/:basketId", requireHeaders(noHeaders), (c) => {
    const ctx = bankContext(c);
    deleteBasket(ctx, findBasket(ctx, c.get("tpp").id, c.req.param("basketId")));
    return c.body(null, 204);
  });
}
