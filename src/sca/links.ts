import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import { type Link, link } from "../http/links.js";
import type { AuthorisationRecord } from "./model.js";

/** The bank's SCA page for an authorisation (`/sca/{authorisationId}`, outside /v1). */
export function scaRedirect<E extends AppEnv>(c: Context<E>, authorisation: AuthorisationRecord): Link {
  return link(c, `/sca/${authorisation.authorisationId}`, "GET");
}
