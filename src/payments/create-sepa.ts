import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { createRoute } from "./create.js";
import { sepaHeaders } from "./headers.js";
import { sepaPlan } from "./plan.js";
import { SepaPayment } from "./schema/sepa.js";
import { sepaAreaRule } from "./strict-rules.js";

/** POST /v1/payments/sepa-credit-transfers (interface 4.1). */
export function registerCreateSepa(app: Hono<AppEnv>): void {
  app.post(
    "/payments/sepa-credit-transfers",
    requireHeaders(sepaHeaders),
    psuRequest(),
    createRoute({ body: SepaPayment, plan: sepaPlan, duplicateCheck: true, rules: sepaAreaRule }),
  );
}
