import { z } from "zod";
import type { OperationDoc } from "../../http/operation-doc.js";
import { paymentInitiation, paymentPathParams } from "../docs.js";
import { AuthorisationList, ScaStatusResponse } from "../../sca/schema.js";
import { startAuthorisationDoc } from "../../sca/docs.js";

/** The OpenAPI description of payment and cancellation authorisations (see src/http/operation-doc.ts). */

/** A payment's two authorisation sub-resources (./parents.ts) and their path segments. */
const kinds = [
  { kind: "payment", segment: "authorisations" },
  { kind: "cancellation", segment: "cancellation-authorisations" },
] as const;

const names = {
  payment: { id: "PaymentAuthorisation", words: "payment authorisation" },
  cancellation: { id: "CancellationAuthorisation", words: "cancellation authorisation" },
} as const;

const lookupErrors = ["RESOURCE_UNKNOWN", "PRODUCT_UNKNOWN", "PRODUCT_INVALID"] as const;

function kindDocs(kind: (typeof kinds)[number]): OperationDoc[] {
  const { id, words } = names[kind.kind];
  const path = `/v1/{payment-service}/{payment-product}/{paymentId}/${kind.segment}`;
  const one = paymentPathParams.extend({ authorisationId: z.string().describe("The authorisation's id") });
  return [
    {
      operationId: `start${id}`,
      method: "post",
      path,
      tag: "Payment authorisations",
      summary: `Start a ${words}`,
      description:
        kind.kind === "payment"
          ? "Berlin Group explicit start: a new authorisation while the payment is RCVD. The body is optional."
          : "Berlin Group explicit start: a new cancellation authorisation while the payment is authorised and not executed.",
      params: paymentPathParams,
      ...startAuthorisationDoc,
      errors: [...lookupErrors, "STATUS_INVALID", "CANCELLATION_INVALID"],
    },
    {
      operationId: `list${id}s`,
      method: "get",
      path,
      tag: "Payment authorisations",
      summary: `List a payment's ${words}s`,
      params: paymentPathParams,
      responses: { 200: { description: "The authorisation ids, oldest first.", body: AuthorisationList } },
      errors: [...lookupErrors],
    },
    {
      operationId: `get${id}Status`,
      method: "get",
      path: `${path}/{authorisationId}`,
      tag: "Payment authorisations",
      summary: `Read a ${words}'s SCA status`,
      params: one,
      responses: { 200: { description: "The scaStatus.", body: ScaStatusResponse } },
      errors: [...lookupErrors],
    },
  ];
}

export const authorisationDocs = paymentInitiation(kinds.flatMap(kindDocs));
