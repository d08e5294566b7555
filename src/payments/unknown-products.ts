import { apiError } from "../errors.js";
import { defineOperation } from "../http/operation.js";
import type { PaymentService } from "./model.js";
import { otherProductParams, paymentInitiation } from "./operation-parts.js";
import { checkKnown, checkProduct, INSTANT, SERVICE_PARAM } from "./products.js";

/**
 * Creation and fee-information calls on any other product: 404 PRODUCT_UNKNOWN for a product the bank
 * does not know, 403 PRODUCT_INVALID for one the service does not offer. Registered after the real
 * endpoints, so it only answers what they did not.
 */
export const createPaymentOtherProduct = paymentInitiation(
  defineOperation({
    operationId: "createPaymentOtherProduct",
    method: "post",
    path: "/v1/{payment-service}/{payment-product}",
    route: `/v1/${SERVICE_PARAM}/:product`,
    tag: "Payments",
    summary: "Any other product: refused",
    description: `404 PRODUCT_UNKNOWN for a product the bank does not know; 403 PRODUCT_INVALID for one the service does not offer (${INSTANT} is offered for its fee information only).`,
    params: otherProductParams,
    responses: {},
    errors: ["PRODUCT_UNKNOWN", "PRODUCT_INVALID"],
    handle: (c) => {
      checkProduct(c.req.param("service") as PaymentService, c.req.param("product"));
      throw new Error(`no creation route for offered product ${c.req.path}`);
    },
  }),
);

export const getPaymentFeeOtherProduct = paymentInitiation(
  defineOperation({
    operationId: "getPaymentFeeOtherProduct",
    method: "post",
    path: "/v1/{payment-service}/{payment-product}/fee-information",
    route: `/v1/${SERVICE_PARAM}/:product/fee-information`,
    tag: "Fee information",
    summary: "Fee of any other product: refused",
    description: `Fee information is offered for ${INSTANT} only: 403 PRODUCT_INVALID, or 404 PRODUCT_UNKNOWN for a product the bank does not know.`,
    params: otherProductParams,
    responses: {},
    errors: ["PRODUCT_UNKNOWN", "PRODUCT_INVALID"],
    handle: (c) => {
      checkKnown(c.req.param("product"));
      throw apiError(
        "PRODUCT_INVALID",
        `fee information is offered for ${INSTANT} only; use /v1/payments/${INSTANT}/fee-information`,
        "payment-product",
      );
    },
  }),
);
