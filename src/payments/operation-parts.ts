import { z } from "zod";
import type { OperationDoc } from "../http/operation-doc.js";
import type { Operation } from "../http/operation.js";
import { SCENARIO_HEADER, Scenario, scenarioDescriptions } from "../scenarios/schema.js";
import { DOMESTIC, SEPA, SERVICE_PARAM } from "./products.js";

/** What the payment operations' declarations share (each declaration is in its route's file). */

/** Payment initiation needs the PSD2 role PSP_PI when the certificate has a QC statement (its interface's `role`). */
export function paymentInitiation<O extends Pick<OperationDoc, "errors">>(op: O): O {
  return { ...op, errors: [...(op.errors ?? []), "ROLE_INVALID"] };
}

export const duplicateQuery = z.object({
  // Absent means false; anything but true/false is a 400.
  allowLogicalDuplicate: z
    .enum(["true", "false"], {
      error: (issue) => `allowLogicalDuplicate must be true or false, not "${String(issue.input)}"`,
    })
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

/** A service and a product it does not offer. */
export const otherProductParams = z.object({
  "payment-service": z
    .enum(["payments", "periodic-payments", "bulk-payments"])
    .describe("The payment service"),
  "payment-product": z.string().describe("A product this service does not offer"),
});

/** A payment by its id: the OpenAPI path, and the router's (service held to the three services). */
export const paymentById = {
  path: "/v1/{payment-service}/{payment-product}/{paymentId}",
  route: `/v1/${SERVICE_PARAM}/:product/:paymentId`,
} as const;

export const unknownPayment = [
  "RESOURCE_UNKNOWN",
  "PRODUCT_UNKNOWN",
  "PRODUCT_INVALID",
  "NOT_FOUND",
] as const;

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

export const creationErrors = [
  "FORMAT_ERROR",
  "KID_INVALID",
  "KID_MISSING",
  "EXECUTION_DATE_INVALID",
  "PSU_CREDENTIALS_INVALID",
  "FORBIDDEN",
  "SERVICE_BLOCKED",
  "PRODUCT_INVALID",
] as const;

/** Answer schemas only the OpenAPI document reads: loaded when it is built, not at start. */
export const answerSchemas = () => import("./schema/responses.js");
export const readSchemas = () => import("./schema/read.js");

/** What every payment creation declares: POST, its 201, the scenario header, the creation errors. */
export const creation = {
  method: "post",
  tag: "Payments",
  responses: async () => {
    const schemas = await answerSchemas();
    return {
      201: {
        description:
          "Created: the PSU authorises it at _links.scaRedirect; with TPP-Explicit-Authorisation-Preferred: true no authorisation exists yet, and _links.startAuthorisation (POST) starts one (or the payment goes into a signing basket first).",
        body: z.union([schemas.PaymentCreated, schemas.PaymentCreatedExplicit]),
        headers: ["Location", "ASPSP-SCA-Approach"],
      },
    };
  },
  errors: [...creationErrors],
  extraHeaders: scenario,
} satisfies Partial<Operation>;
