import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import type { HeaderTable } from "../http/headers.js";
import type { Link } from "../http/links.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { scaRedirect } from "./links.js";
import type { AuthorisationRecord } from "./model.js";
import type { AuthorisationStarted } from "./schema.js";
import type { Records } from "../store/store.js";

/**
 * Berlin Group start*Authorisation headers this bank reads (all optional; formats checked), for
 * payments, cancellations and signing baskets alike.
 */
export const startHeaders: HeaderTable = {
  "PSU-ID": "O",
  "PSU-Corporate-ID": "O",
  "PSU-IP-Address": "O",
  "TPP-Redirect-URI": "O",
  "TPP-Nok-Redirect-URI": "O",
  "TPP-Redirect-Preferred": "O",
};

/** What an explicit start takes from its request: where the PSU goes back to, the TPP's name. */
export interface StartRequest {
  redirect: RedirectTargets | undefined;
  tppName: string | undefined;
}

/**
 * The 201 of every explicit authorisation start (payment, cancellation, basket; Berlin Group):
 * `{scaStatus, authorisationId, _links: {scaRedirect, scaStatus}}`, `Location` of the scaStatus.
 */
export function startedAnswer<E extends AppEnv>(
  c: Context<E>,
  authorisation: AuthorisationRecord,
  scaStatus: Link,
): Response {
  const body: AuthorisationStarted = {
    scaStatus: authorisation.scaStatus,
    authorisationId: authorisation.authorisationId,
    _links: { scaRedirect: scaRedirect(c, authorisation), scaStatus },
  };
  c.header("Location", scaStatus.href);
  c.header("ASPSP-SCA-Approach", "REDIRECT");
  return c.json(body, 201);
}

/**
 * The new authorisation's redirect targets and TPP name: the request's, else those of the resource's
 * first authorisation (docs/decisions.md#sca, "Explicit start headers").
 */
export function startTargets(
  store: Records,
  request: StartRequest,
  firstId: string | undefined,
): { redirect: RedirectTargets; tppName: string | undefined } {
  const first = store.get("authorisations", firstId ?? "");
  const redirect = request.redirect ?? first?.redirect;
  if (!redirect) throw apiError("HTTP_HEADER_REQUIRED", "TPP-Redirect-URI is required", "TPP-Redirect-URI");
  return { redirect, tppName: request.tppName ?? first?.tppName };
}
