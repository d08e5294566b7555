import { z } from "zod";
import { paymentInitiation } from "../payments/docs.js";
import { noHeaders } from "../payments/headers.js";
import { AuthorisationList, ScaStatusResponse } from "../sca/schema.js";
import { startAuthorisationDoc } from "../sca/docs.js";
import { basketHeaders } from "./headers.js";
import { BasketCreated, BasketRead, BasketStatusResponse, CreateBasketBody } from "./schema.js";

/** The OpenAPI description of signing baskets (see src/http/operation-doc.ts). */

const basket = z.object({ basketId: z.string().describe("The id the creation answered") });
const path = "/v1/signing-baskets/{basketId}";
const tag = "Signing baskets";

export const basketDocs = paymentInitiation([
  {
    operationId: "createSigningBasket",
    method: "post",
    path: "/v1/signing-baskets",
    tag,
    summary: "Create a signing basket",
    description:
      "Interface 4.4: up to 100 payments of this TPP and PSU, each RCVD and in no other basket, authorised with one SCA. Signed without Digest (interface 5.1).",
    headers: basketHeaders,
    body: CreateBasketBody,
    responses: {
      201: {
        description: "Created: the PSU authorises it at _links.scaRedirect.",
        body: BasketCreated,
        headers: ["Location", "ASPSP-SCA-Approach"],
      },
    },
    errors: [
      "FORMAT_ERROR",
      "PSU_CREDENTIALS_INVALID",
      "FORBIDDEN",
      "RESOURCE_UNKNOWN",
      "REFERENCE_MIX_INVALID",
      "REFERENCE_STATUS_INVALID",
    ],
  },
  {
    operationId: "getSigningBasket",
    method: "get",
    path,
    tag,
    summary: "Read a signing basket",
    params: basket,
    responses: { 200: { description: "Its payments and status.", body: BasketRead } },
    errors: ["RESOURCE_UNKNOWN"],
  },
  {
    operationId: "getSigningBasketStatus",
    method: "get",
    path: `${path}/status`,
    tag,
    summary: "Read a signing basket's status",
    params: basket,
    responses: { 200: { description: "Its transactionStatus.", body: BasketStatusResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  },
  {
    operationId: "deleteSigningBasket",
    method: "delete",
    path,
    tag,
    summary: "Delete a signing basket",
    description: "Until its SCA is decided; its payments stay, RCVD, and can be authorised on their own.",
    params: basket,
    headers: noHeaders,
    responses: { 204: { description: "Deleted." } },
    errors: ["RESOURCE_UNKNOWN", "STATUS_INVALID"],
  },
  {
    operationId: "startSigningBasketAuthorisation",
    method: "post",
    path: `${path}/authorisations`,
    tag,
    summary: "Start a signing basket authorisation",
    params: basket,
    ...startAuthorisationDoc,
    errors: ["RESOURCE_UNKNOWN", "STATUS_INVALID"],
  },
  {
    operationId: "listSigningBasketAuthorisations",
    method: "get",
    path: `${path}/authorisations`,
    tag,
    summary: "List a signing basket's authorisations",
    params: basket,
    responses: { 200: { description: "The authorisation ids, oldest first.", body: AuthorisationList } },
    errors: ["RESOURCE_UNKNOWN"],
  },
  {
    operationId: "getSigningBasketScaStatus",
    method: "get",
    path: `${path}/authorisations/{authorisationId}`,
    tag,
    summary: "Read a signing basket authorisation's SCA status",
    params: basket.extend({ authorisationId: z.string().describe("The authorisation's id") }),
    responses: { 200: { description: "The scaStatus.", body: ScaStatusResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  },
]);
