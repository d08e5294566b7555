import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import { type Link, link } from "../http/links.js";
import type { AuthorisationRecord } from "./model.js";

/** The bank's SCA page for an authorisation (`/sca/{authorisationId}`, outside /v1). */
/** An authorisation's scaStatus: `{resource}/{segment}/{authorisationId}` (segment: authorisations, …). */
export function scaStatusLink<E extends AppEnv>(
  c: Context<E>,
  resourcePath: string,
  segment: string,
  authorisation: AuthorisationRecord,
): Link {
  return link(c, `${resourcePath}/${segment}/${authorisation.authorisationId}`, "GET");
}

export function scaRedirect<E extends AppEnv>(c: Context<E>, authorisation: AuthorisationRecord): Link {
  return link(c, `/sca/${authorisation.authorisationId}`, "GET");
}
