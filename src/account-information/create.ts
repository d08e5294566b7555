import { bankContext } from "../http/bank.js";
import { defineOperation } from "../http/operation.js";
import { identifyPsu } from "../psu/identify.js";
import { psuRequest } from "../psu/middleware.js";
import { readScenario, scenarioHeaderDoc } from "../scenarios/header.js";
import { SCENARIO_HEADER } from "../scenarios/schema.js";
import { createConsent } from "./consents.js";
import { consentHeaders, consentUnlisted } from "./headers.js";
import { consentCreatedLinks } from "./links.js";
import { ConsentCreated, ConsentCreatedExplicit, Consents } from "./schema/consents.js";

/** POST /v1/consents (Berlin Group createConsent): check, store `received` with its authorisation, 201. */
export const createConsentOperation = defineOperation({
  operationId: "createConsent",
  method: "post",
  path: "/v1/consents",
  tag: "Consents",
  summary: "Create a consent",
  description:
    "Access by account list (accounts, balances, transactions) or one of availableAccounts, availableAccountsWithBalance, allPsd2. The PSU approves it on the bank's SCA page (redirect); it is valid from then until validUntil (at most 180 days).",
  headers: consentHeaders,
  extraHeaders: scenarioHeaderDoc("consents", "consent"),
  body: Consents,
  responses: {
    201: {
      description:
        "Created: the PSU approves it at _links.scaRedirect (or the TPP starts its authorisation).",
      body: ConsentCreated.or(ConsentCreatedExplicit),
      headers: ["Location", "ASPSP-SCA-Approach"],
    },
  },
  errors: ["FORMAT_ERROR", "PSU_CREDENTIALS_INVALID", "FORBIDDEN", "ROLE_INVALID"],
  use: [psuRequest({ unlisted: consentUnlisted })],
  handle: (c) => {
    const ctx = bankContext(c);
    const redirect = c.get("redirect");
    if (!redirect) throw new Error("TPP-Redirect-URI passed the header check but is missing");
    const { consent, authorisation } = createConsent(ctx, {
      body: c.req.valid("json"),
      tppId: c.get("tpp").id,
      tppName: c.get("tpp").name,
      psu: identifyPsu(ctx.store, c.get("psu")),
      redirect,
      explicitAuthorisation: c.req.valid("header")["TPP-Explicit-Authorisation-Preferred"] === "true",
      scenario: readScenario(c.req.header(SCENARIO_HEADER), "consents"),
    });
    const links = consentCreatedLinks(c, consent, authorisation);
    const body: Omit<ConsentCreated, "_links"> & {
      _links: ConsentCreated["_links"] | ConsentCreatedExplicit["_links"];
    } = { consentStatus: consent.consentStatus, consentId: consent.consentId, _links: links };
    c.header("Location", links.self.href);
    c.header("ASPSP-SCA-Approach", "REDIRECT");
    return c.json(body, 201);
  },
});
