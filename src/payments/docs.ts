import { z } from "zod";
import type { OperationDoc } from "../http/operation-doc.js";
import { ScaChallengeBody } from "../sca/schema.js";
import { SCENARIO_HEADER, Scenario, scenarioDescriptions } from "../scenarios/schema.js";
import { bulkHeaders, domesticHeaders, noHeaders, periodicHeaders, sepaHeaders } from "./headers.js";
import { DOMESTIC, INSTANT, SEPA } from "./products.js";
import { BulkPayment } from "./schema/bulk.js";
import { DomesticPayment } from "./schema/domestic.js";
import { FeeInformationRequest } from "./schema/fee-information.js";
import { PeriodicPayment } from "./schema/periodic.js";
import { PaymentRead } from "./schema/read.js";
import {
  CancellationStarted,
  FeeInformationResponse,
  PaymentCreated,
  PaymentCreatedExplicit,
  PaymentStatusResponse,
} from "./schema/responses.js";
import { SepaPayment } from "./schema/sepa.js";

/** The OpenAPI description of the payment operations (see src/http/operation-doc.ts). */

/** Payment initiation needs the PSD2 role PSP_PI when the certificate has a QC statement (src/app.ts). */
export function paymentInitiation(ops: readonly OperationDoc[]): readonly OperationDoc[] {
  return ops.map((op) => ({ ...op, errors: [...(op.errors ?? []), "ROLE_INVALID"] }));
}

const duplicates = z.object({
  allowLogicalDuplicate: z
    .enum(["true", "false"])
    .optional()
    .describe(
      "true lets a payment through that repeats one made within the duplicate window (same debtor, creditor, amount and date); else 409 CONFLICT",
    ),
});

export const paymentPathParams = z.object({
  "payment-service": z
    .enum(["payments", "periodic-payments", "bulk-payments"])
    .describe("The payment service"),
  "payment-product": z
    .enum([SEPA, DOMESTIC])
    .describe(
      `${SEPA} and ${DOMESTIC} under payments; ${DOMESTIC} under periodic-payments and bulk-payments`,
    ),
  paymentId: z.string().describe("The id the creation answered"),
});

/** Not the bank's: the sandbox's scenario triggers (docs/scenarios.md#scenario-triggers). */
const scenario = {
  [SCENARIO_HEADER]: {
    required: false,
    description: `Sandbox only, not the bank's interface: make this payment take one path of its lifecycle. ${Object.entries(
      scenarioDescriptions,
    )
      .map(([name, text]) => `${name}: ${text}`)
      .join(" ")}`,
    schema: Scenario,
  },
};

const created = {
  201: {
    description:
      "Created: the PSU authorises it at _links.scaRedirect; with TPP-Explicit-Authorisation-Preferred: true no authorisation exists yet, and _links.startAuthorisation (POST) starts one (or the payment goes into a signing basket first).",
    body: z.union([PaymentCreated, PaymentCreatedExplicit]),
    headers: ["Location", "ASPSP-SCA-Approach"],
  },
} as const;

const creationErrors = [
  "FORMAT_ERROR",
  "KID_INVALID",
  "KID_MISSING",
  "EXECUTION_DATE_INVALID",
  "PSU_CREDENTIALS_INVALID",
  "FORBIDDEN",
  "SERVICE_BLOCKED",
  "PRODUCT_INVALID",
] as const;

const create = (
  operationId: string,
  path: string,
  summary: string,
  rest: Partial<OperationDoc>,
): OperationDoc => ({
  operationId,
  method: "post",
  path,
  tag: "Payments",
  summary,
  responses: created,
  errors: [...creationErrors],
  extraHeaders: scenario,
  ...rest,
});

const byId = "/v1/{payment-service}/{payment-product}/{paymentId}";
const unknownPayment = ["RESOURCE_UNKNOWN", "PRODUCT_UNKNOWN", "PRODUCT_INVALID", "NOT_FOUND"] as const;

const otherProduct = z.object({
  "payment-service": z
    .enum(["payments", "periodic-payments", "bulk-payments"])
    .describe("The payment service"),
  "payment-product": z.string().describe("A product this service does not offer"),
});

export const paymentDocs = paymentInitiation([
  create("createSepaPayment", `/v1/payments/${SEPA}`, "Create a SEPA credit transfer", {
    description: "Interface 4.1. In EUR from a sandbox account; the PSU authorises it by redirect.",
    headers: sepaHeaders,
    query: duplicates,
    body: SepaPayment,
    errors: [...creationErrors, "CONFLICT"],
  }),
  create("createDomesticPayment", `/v1/payments/${DOMESTIC}`, "Create a Norwegian domestic credit transfer", {
    description:
      "Payment type NCBCT (interface 9; body: docs/decisions.md, Norwegian domestic credit transfer). One transfer between Norwegian accounts (bban or NO iban), shaped as a bulk entry with its debtorAccount; it can go into a signing basket.",
    headers: domesticHeaders,
    query: duplicates,
    body: DomesticPayment,
    errors: [...creationErrors, "CONFLICT"],
  }),
  create("createPeriodicPayment", `/v1/periodic-payments/${DOMESTIC}`, "Create a standing order", {
    description:
      "Interface 4.2. A Norwegian domestic transfer repeated by frequency, executionRule and dayOfExecution from startDate.",
    headers: periodicHeaders,
    body: PeriodicPayment,
  }),
  create("createBulkPayment", `/v1/bulk-payments/${DOMESTIC}`, "Create a bulk payment", {
    description:
      "Interface 4.3. Up to 1000 Norwegian domestic transfers from one debtor account. A PSU without a valid SCA (180 days) gets the 401 Challenge first.",
    headers: bulkHeaders,
    query: duplicates,
    body: BulkPayment,
    challenge: ScaChallengeBody,
    errors: [...creationErrors, "CONFLICT"],
  }),
  {
    operationId: "getPayment",
    method: "get",
    path: byId,
    tag: "Payments",
    summary: "Read a payment",
    description:
      "The request as created, its transactionStatus, and what the batch did: a bulk's entries, a standing order's executions.",
    params: paymentPathParams,
    responses: { 200: { description: "The payment.", body: PaymentRead } },
    errors: [...unknownPayment],
  },
  {
    operationId: "getPaymentStatus",
    method: "get",
    path: `${byId}/status`,
    tag: "Payments",
    summary: "Read a payment's status",
    description:
      "Interface 4.5: transactionStatus, and for a rejection fundsAvailable and tppMessages saying why.",
    params: paymentPathParams,
    responses: { 200: { description: "The status.", body: PaymentStatusResponse } },
    errors: [...unknownPayment],
  },
  {
    operationId: "cancelPayment",
    method: "delete",
    path: byId,
    tag: "Payments",
    summary: "Cancel a payment",
    description:
      "Not yet authorised: cancelled at once (204). Authorised and not executed: 202, and the PSU authorises the cancellation. PDNG: 405 (the bank's rule). Executed or final: 409.",
    params: paymentPathParams,
    headers: noHeaders,
    responses: {
      202: {
        description: "The PSU must authorise the cancellation at _links.scaRedirect.",
        body: CancellationStarted,
        headers: ["ASPSP-SCA-Approach"],
      },
      204: { description: "Cancelled." },
    },
    errors: [...unknownPayment, "CANCELLATION_INVALID", "STATUS_INVALID"],
  },
  {
    operationId: "createPaymentOtherProduct",
    method: "post",
    path: "/v1/{payment-service}/{payment-product}",
    tag: "Payments",
    summary: "Any other product: refused",
    description: `404 PRODUCT_UNKNOWN for a product the bank does not know; 403 PRODUCT_INVALID for one the service does not offer (${INSTANT} is offered for its fee information only).`,
    params: otherProduct,
    responses: {},
    errors: ["PRODUCT_UNKNOWN", "PRODUCT_INVALID"],
  },
  {
    operationId: "getInstantPaymentFee",
    method: "post",
    path: `/v1/payments/${INSTANT}/fee-information`,
    tag: "Fee information",
    summary: "Fee of an instant payment",
    description:
      "Interface 4.8: the fee an instant (straks) payment would cost, from the fee table. Creates nothing.",
    body: FeeInformationRequest,
    responses: { 200: { description: "The fee.", body: FeeInformationResponse } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN"],
  },
  {
    operationId: "getPaymentFeeOtherProduct",
    method: "post",
    path: "/v1/{payment-service}/{payment-product}/fee-information",
    tag: "Fee information",
    summary: "Fee of any other product: refused",
    description: `Fee information is offered for ${INSTANT} only: 403 PRODUCT_INVALID, or 404 PRODUCT_UNKNOWN for a product the bank does not know.`,
    params: otherProduct,
    responses: {},
    errors: ["PRODUCT_UNKNOWN", "PRODUCT_INVALID"],
  },
]);
