import type { Context } from "hono";
import type { RecordsContext } from "../context.js";
import type { AppEnv } from "../http/env.js";
import type { Psu } from "../psu/identify.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { scaRedirect } from "./links.js";
import type { AuthorisationRecord } from "./model.js";
import type { ScaChallengeBody } from "./schema.js";
import { createAuthorisation } from "./service.js";
import { hasValidSca } from "./validity.js";

export interface ChallengeInput {
  tppId: string;
  tppName?: string | undefined;
  psu: Psu;
  redirect: RedirectTargets;
}

/**
 * The PSU-level authorisation a request must have completed first (docs/decisions.md#sca, "401
 * Challenge scope"), stored; none when the PSU completed an SCA within `sca.validityDays`. Each
 * challenged request gets its own authorisation (any one completed suffices).
 */
export function scaChallenge(ctx: RecordsContext, input: ChallengeInput): AuthorisationRecord | undefined {
  if (hasValidSca(ctx, input.psu.customer.customerId)) return undefined;
  return createAuthorisation(ctx, {
    kind: "psu",
    tppId: input.tppId,
    tppName: input.tppName,
    psuCustomerId: input.psu.customer.customerId,
    ...(input.psu.customer.customerType === "CORPORATE" ? { agreementId: input.psu.agreement.id } : {}),
    redirect: input.redirect,
  });
}

/** 401 with `{_links: {scaRedirect}}` (the interface's 401 Challenge), redirect approach. */
export function challengeAnswer<E extends AppEnv>(
  c: Context<E>,
  authorisation: AuthorisationRecord,
): Response {
  const body: ScaChallengeBody = { _links: { scaRedirect: scaRedirect(c, authorisation) } };
  c.header("ASPSP-SCA-Approach", "REDIRECT");
  return c.json(body, 401);
}
