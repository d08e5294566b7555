import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { createRoute } from "./create.js";
import { bulkHeaders } from "./headers.js";
import { bulkPlan } from "./plan.js";
import { BulkPayment } from "./schema/bulk.js";

/**
 * POST /v1/bulk-payments/norwegian-domestic-credit-transfers (interface 4.3; corporate PSUs only). A PSU
 * with no valid SCA gets the 401 Challenge first (docs/decisions.md#sca, "401 Challenge scope").
 */
export function registerCreateBulk(app: Hono<AppEnv>): void {
  app.post(
    "/bulk-payments/norwegian-domestic-credit-transfers",
    requireHeaders(bulkHeaders),
    psuRequest(),
    createRoute({ body: BulkPayment, plan: bulkPlan, duplicateCheck: true, psuChallenge: true }),
  );
}
