import { z } from "zod";
import { bankContext } from "../http/bank.js";
import { defineOperation } from "../http/operation.js";
import { findConsent, lastActionDate, terminateConsent } from "./consents.js";
import { consentReadHeaders } from "./headers.js";
import { ConsentInformation, ConsentStatusResponse } from "./schema/consents.js";

/** GET /v1/consents/{consentId}, GET .../status and DELETE (Berlin Group). */

export const consentParams = z.object({ consentId: z.string().describe("The id the creation answered") });
const tag = "Consents";
const unknown = ["CONSENT_UNKNOWN", "ROLE_INVALID"] as const;

export const getConsentInformation = defineOperation({
  operationId: "getConsentInformation",
  method: "get",
  path: "/v1/consents/{consentId}",
  tag,
  summary: "Read a consent",
  description: "What it asks for, as sent; validUntil as granted; its status and last action date.",
  params: consentParams,
  headers: consentReadHeaders,
  responses: { 200: { description: "The consent.", body: ConsentInformation } },
  errors: [...unknown],
  handle: (c) => {
    const ctx = bankContext(c);
    const consent = findConsent(ctx, c.req.param("consentId"));
    const body: ConsentInformation = {
      access: consent.access,
      recurringIndicator: consent.recurringIndicator,
      validUntil: consent.validUntil,
      frequencyPerDay: consent.frequencyPerDay,
      lastActionDate: lastActionDate(ctx, consent),
      consentStatus: consent.consentStatus,
    };
    return c.json(body);
  },
});

export const getConsentStatus = defineOperation({
  operationId: "getConsentStatus",
  method: "get",
  path: "/v1/consents/{consentId}/status",
  tag,
  summary: "Read a consent's status",
  params: consentParams,
  headers: consentReadHeaders,
  responses: { 200: { description: "Its consentStatus.", body: ConsentStatusResponse } },
  errors: [...unknown],
  handle: (c) => {
    const consent = findConsent(bankContext(c), c.req.param("consentId"));
    const body: ConsentStatusResponse = { consentStatus: consent.consentStatus };
    return c.json(body);
  },
});

export const deleteConsent = defineOperation({
  operationId: "deleteConsent",
  method: "delete",
  path: "/v1/consents/{consentId}",
  tag,
  summary: "Delete a consent",
  description: "The TPP ends it (terminatedByTpp), while it is received or valid.",
  params: consentParams,
  headers: consentReadHeaders,
  responses: { 204: { description: "Ended: terminatedByTpp." } },
  errors: [...unknown, "STATUS_INVALID"],
  handle: (c) => {
    const ctx = bankContext(c);
    terminateConsent(ctx, findConsent(ctx, c.req.param("consentId")));
    return c.body(null, 204);
  },
});
