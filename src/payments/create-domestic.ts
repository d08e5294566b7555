import { DOMESTIC } from "./products.js";
import { defineOperation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { createdAnswer } from "./create.js";
import { domesticHeaders } from "./headers.js";
import { creation, creationErrors, duplicateQuery, paymentInitiation } from "./operation-parts.js";
import { domesticPlan } from "./plan.js";
import { DomesticPayment } from "./schema/domestic.js";

/**
 * POST /v1/payments/norwegian-domestic-credit-transfers: the single Norwegian domestic credit transfer
 * (payment type NCBCT, interface 9), with the single payments' duplicate parameter (4.1).
 */
export const createDomesticPayment = paymentInitiation(
  defineOperation({
    ...creation,
    operationId: "createDomesticPayment",
    path: `/v1/payments/${DOMESTIC}`,
    summary: "Create a Norwegian domestic credit transfer",
    description:
      "Payment type NCBCT (interface 9; body: docs/decisions.md, Norwegian domestic credit transfer). One transfer between Norwegian accounts (bban or NO iban), shaped as a bulk entry with its debtorAccount; it can go into a signing basket.",
    headers: domesticHeaders,
    query: duplicateQuery,
    body: DomesticPayment,
    errors: [...creationErrors, "CONFLICT"],
    use: [psuRequest()],
    handle: (c) =>
      createdAnswer(c, c.req.valid("header"), domesticPlan(c.req.valid("json")), {
        allowLogicalDuplicate: c.req.valid("query").allowLogicalDuplicate === "true",
      }),
  }),
);
