import type { RecordsContext } from "../context.js";
import { apiError } from "../errors.js";
import { bankContext } from "../http/bank.js";
import { authorisationOperations } from "../sca/index.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { AuthorisationParent } from "../sca/parent.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import { type StartRequest, startTargets } from "../sca/start.js";
import { findConsent, putConsent } from "./consents.js";
import { consentPath } from "./links.js";
import type { ConsentRecord } from "./model.js";
import { consentParams } from "./read.js";

/** A new consent authorisation (explicit start), only while the consent waits for the PSU. */
function start(ctx: RecordsContext, consent: ConsentRecord, request: StartRequest): AuthorisationRecord {
  const { basketId } = consent;
  if (consent.consentStatus === "received" && basketId !== undefined) {
    // Its basket's one SCA decides it: a second, its own, could decide it apart from the basket.
    throw apiError(
      "STATUS_INVALID",
      `consent ${consent.consentId} is in signing basket ${basketId}: authorise it through the basket (POST /v1/signing-baskets/${basketId}/authorisations), or delete the basket first`,
      "consentId",
    );
  }
  if (consent.consentStatus !== "received") {
    throw apiError(
      "STATUS_INVALID",
      `consent ${consent.consentId} is ${consent.consentStatus}: its SCA is decided, so no new authorisation can be started; create a new consent`,
      "consentId",
    );
  }
  const authorisation: AuthorisationRecord = {
    ...newAuthorisation(ctx, {
      kind: "consent",
      tppId: consent.tppId,
      psuCustomerId: consent.psuCustomerId,
      // Created with no authorisation: the creation's redirect targets stand in for the first one's.
      ...startTargets(
        ctx.store,
        { ...request, redirect: request.redirect ?? consent.explicitStart?.redirect },
        consent.authorisationIds[0],
      ),
    }),
    consentId: consent.consentId,
  };
  ctx.store.commit([
    putAuthorisation(authorisation),
    putConsent({
      ...consent,
      authorisationIds: [...consent.authorisationIds, authorisation.authorisationId],
    }),
  ]);
  return authorisation;
}

/** The consent as the parent of its authorisations: what SCA's routes ask of it. */
const parent: AuthorisationParent<ConsentRecord, "/v1/consents/{consentId}", "authorisations"> = {
  path: "/v1/consents/:consentId",
  doc: { path: "/v1/consents/{consentId}", params: consentParams, tag: "Consents" },
  operations: {
    start: {
      operationId: "startConsentAuthorisation",
      summary: "Start a consent authorisation",
      errors: ["CONSENT_UNKNOWN", "STATUS_INVALID", "ROLE_INVALID"],
    },
    list: {
      operationId: "getConsentAuthorisation",
      summary: "List a consent's authorisations",
      errors: ["CONSENT_UNKNOWN", "ROLE_INVALID"],
    },
    status: {
      operationId: "getConsentScaStatus",
      summary: "Read a consent authorisation's SCA status",
      errors: ["CONSENT_UNKNOWN", "RESOURCE_UNKNOWN", "ROLE_INVALID"],
    },
  },
  segment: "authorisations",
  noun: "consent",
  find: (c) => findConsent(bankContext(c), c.req.param("consentId") ?? ""),
  href: consentPath,
  authorisationIds: (consent) => consent.authorisationIds,
  start,
};

/**
 * Berlin Group startConsentAuthorisation (POST .../authorisations), getConsentAuthorisation (GET
 * .../authorisations: the ids) and getConsentScaStatus (GET .../authorisations/{id}), served by SCA's routes.
 */
export const consentAuthorisations = authorisationOperations(parent);
