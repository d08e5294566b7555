import { SEPA } from "./products.js";
import { defineOperation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { createdAnswer, strictRules } from "./create.js";
import { sepaHeaders } from "./headers.js";
import { creation, creationErrors, duplicateQuery, paymentInitiation } from "./operation-parts.js";
import { sepaPlan } from "./plan.js";
import { SepaPayment } from "./schema/sepa.js";
import { sepaAreaRule } from "./strict-rules.js";

/** POST /v1/payments/sepa-credit-transfers (interface 4.1). */
export const createSepaPayment = paymentInitiation(
  defineOperation({
    ...creation,
    operationId: "createSepaPayment",
    path: `/v1/payments/${SEPA}`,
    summary: "Create a SEPA credit transfer",
    description: "Interface 4.1. In EUR from a sandbox account; the PSU authorises it by redirect.",
    headers: sepaHeaders,
    query: duplicateQuery,
    body: SepaPayment,
    errors: [...creationErrors, "CONFLICT"],
    use: [psuRequest()],
    bodyRules: strictRules(sepaAreaRule),
    handle: (c) =>
      createdAnswer(c, c.req.valid("header"), sepaPlan(c.req.valid("json")), {
        allowLogicalDuplicate: c.req.valid("query").allowLogicalDuplicate === "true",
      }),
  }),
);
