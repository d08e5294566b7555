import { DOMESTIC } from "./products.js";
import { defineOperation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { createdAnswer, strictRules } from "./create.js";
import { periodicHeaders } from "./headers.js";
import { creation, paymentInitiation } from "./operation-parts.js";
import { periodicPlan } from "./plan.js";
import { PeriodicPayment } from "./schema/periodic.js";
import { monthsRule } from "./strict-rules.js";

/** POST /v1/periodic-payments/norwegian-domestic-credit-transfers (interface 4.2; no duplicate parameter). */
export const createPeriodicPayment = paymentInitiation(
  defineOperation({
    ...creation,
    operationId: "createPeriodicPayment",
    path: `/v1/periodic-payments/${DOMESTIC}`,
    summary: "Create a standing order",
    description:
      "Interface 4.2. A Norwegian domestic transfer repeated by frequency, executionRule and dayOfExecution from startDate.",
    headers: periodicHeaders,
    body: PeriodicPayment,
    use: [psuRequest()],
    bodyRules: strictRules(monthsRule),
    // No duplicate parameter: a standing order is never held as a logical duplicate.
    handle: (c) =>
      createdAnswer(c, c.req.valid("header"), periodicPlan(c.req.valid("json")), {
        allowLogicalDuplicate: true,
      }),
  }),
);
