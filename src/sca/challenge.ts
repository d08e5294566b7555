import type { Context } from "hono";
import type { SandboxContext } from "../context.js";
import type { AppEnv } from "../http/env.js";
import { scaRedirect } from "../payments/links.js";
import type { Psu } from "../payments/psu.js";
import type { AuthorisationRecord } from "./model.js";
import type { ScaChallengeBody } from "./schema.js";
import { createAuthorisation, type RedirectTargets } from "./service.js";
import { hasValidSca } from "./validity.js";

/**
 * Thrown when an operation needs a valid PSU SCA first (DESIGN "401 Challenge"). It is no error of the
 * error model: the route answers it with the interface's 401 Challenge body, see `challengeAnswer`.
 */
export class ScaChallenge extends Error {
  constructor(readonly authorisation: AuthorisationRecord) {
    super("the PSU must complete an SCA first");
    this.name = "ScaChallenge";
  }
}

export interface ChallengeInput {
  tppId: string;
  tppName?: string | undefined;
  psu: Psu;
  redirect: RedirectTargets;
}

/**
 * Throws a ScaChallenge with a new PSU-level authorisation unless the PSU completed an SCA within
 * `sca.validityDays`. Each challenged request gets its own authorisation (any one completed suffices).
 */
export function requireValidSca(ctx: SandboxContext, input: ChallengeInput): void {
  if (hasValidSca(ctx, input.psu.customer.customerId)) return;
  const authorisation = createAuthorisation(ctx, {
    kind: "psu",
    tppId: input.tppId,
    tppName: input.tppName,
    psuCustomerId: input.psu.customer.customerId,
    ...(input.psu.customer.customerType === "CORPORATE" ? { agreementId: input.psu.agreement.id } : {}),
    redirect: input.redirect,
  });
  throw new ScaChallenge(authorisation);
}

/** 401 with `{_links: {scaRedirect}}` (the interface's 401 Challenge), redirect approach. */
export function challengeAnswer(c: Context<AppEnv>, challenge: ScaChallenge): Response {
  const body: ScaChallengeBody = { _links: { scaRedirect: scaRedirect(c, challenge.authorisation) } };
  c.header("ASPSP-SCA-Approach", "REDIRECT");
  return c.json(body, 401);
}
