import { DOMESTIC } from "./products.js";
import { defineOperation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { ScaChallengeBody } from "../sca/schema.js";
import { createdAnswer } from "./create.js";
import { bulkHeaders } from "./headers.js";
import { creation, creationErrors, duplicateQuery, paymentInitiation } from "./operation-parts.js";
import { bulkPlan } from "./plan.js";
import { BulkPayment } from "./schema/bulk.js";

/**
 * POST /v1/bulk-payments/norwegian-domestic-credit-transfers (interface 4.3; corporate PSUs only). A PSU
 * with no valid SCA gets the 401 Challenge first (docs/decisions.md#sca, "401 Challenge scope").
 */
export const createBulkPayment = paymentInitiation(
  defineOperation({
    ...creation,
    operationId: "createBulkPayment",
    path: `/v1/bulk-payments/${DOMESTIC}`,
    summary: "Create a bulk payment",
    description:
      "Interface 4.3. Up to 1000 Norwegian domestic transfers from one debtor account. A PSU without a valid SCA (180 days) gets the 401 Challenge first.",
    headers: bulkHeaders,
    query: duplicateQuery,
    body: BulkPayment,
    challenge: ScaChallengeBody,
    errors: [...creationErrors, "CONFLICT"],
    use: [psuRequest()],
    handle: (c) =>
      createdAnswer(c, c.req.valid("header"), bulkPlan(c.req.valid("json")), {
        allowLogicalDuplicate: c.req.valid("query").allowLogicalDuplicate === "true",
        psuChallenge: true,
      }),
  }),
);
