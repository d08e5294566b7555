import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { createRoute } from "./create.js";
import { domesticHeaders } from "./headers.js";
import { domesticPlan } from "./plan.js";
import { DOMESTIC } from "./products.js";
import { DomesticPayment } from "./schema/domestic.js";

/**
 * POST /v1/payments/norwegian-domestic-credit-transfers: the single Norwegian domestic credit transfer
 * (payment type NCBCT, interface 9), with the single payments' duplicate parameter (4.1).
 */
export function registerCreateDomestic(app: Hono<AppEnv>): void {
  app.post(
    `/payments/${DOMESTIC}`,
    requireHeaders(domesticHeaders),
    psuRequest(),
    createRoute({ body: DomesticPayment, plan: domesticPlan, duplicateCheck: true }),
  );
}
