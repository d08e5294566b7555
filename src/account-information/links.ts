import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import { type Link, link } from "../http/links.js";
import { scaRedirect, scaStatusLink } from "../sca/links.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { consentAllowed } from "./consent-status.js";
import type { ConsentRecord } from "./model.js";

/**
 * The link scheme of a consent, like a payment's: self /v1/consents/{consentId}, status .../status,
 * scaStatus .../authorisations/{authorisationId}, scaRedirect /sca/{authorisationId}.
 */
export function consentPath(consent: Pick<ConsentRecord, "consentId">): string {
  return `/v1/consents/${consent.consentId}`;
}

/** `self` lists DELETE only while the TPP can still end the consent. */
export function consentSelfAndStatus<E extends AppEnv>(
  c: Context<E>,
  consent: ConsentRecord,
): { self: Link; status: Link } {
  const path = consentPath(consent);
  const deletable = consentAllowed(consent.consentStatus, "deleted-by-tpp") !== undefined;
  const self = deletable ? link(c, path, "GET", "DELETE") : link(c, path, "GET");
  return { self, status: link(c, `${path}/status`, "GET") };
}

/** The 201's links: the SCA page's, or `startAuthorisation` when the TPP starts it itself. */
export function consentCreatedLinks<E extends AppEnv>(
  c: Context<E>,
  consent: ConsentRecord,
  authorisation: AuthorisationRecord | undefined,
) {
  if (!authorisation) {
    return {
      startAuthorisation: link(c, `${consentPath(consent)}/authorisations`, "POST"),
      ...consentSelfAndStatus(c, consent),
    };
  }
  return {
    scaRedirect: scaRedirect(c, authorisation),
    ...consentSelfAndStatus(c, consent),
    scaStatus: scaStatusLink(c, consentPath(consent), "authorisations", authorisation),
  };
}
