import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { createRoute } from "./create.js";
import { periodicHeaders } from "./headers.js";
import { periodicPlan } from "./plan.js";
import { PeriodicPayment } from "./schema/periodic.js";
import { monthsRule } from "./strict-rules.js";

/** POST /v1/periodic-payments/norwegian-domestic-credit-transfers (interface 4.2; no duplicate parameter). */
export function registerCreatePeriodic(app: Hono<AppEnv>): void {
  app.post(
    "/periodic-payments/norwegian-domestic-credit-transfers",
    requireHeaders(periodicHeaders),
    psuRequest(),
    createRoute({ body: PeriodicPayment, plan: periodicPlan, duplicateCheck: false, rules: monthsRule }),
  );
}
