import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import { type Link, link } from "../http/links.js";
import { scaRedirect, scaStatusLink } from "../sca/links.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { BasketRecord } from "./model.js";
import { undeletableBecause } from "./service.js";
import { bankContext } from "../http/bank.js";

/**
 * The link scheme of a basket, like a payment's: self /v1/signing-baskets/{basketId}, status .../status,
 * scaStatus .../authorisations/{authorisationId}, scaRedirect /sca/{authorisationId}.
 */
export function basketPath(basket: Pick<BasketRecord, "basketId">): string {
  return `/v1/signing-baskets/${basket.basketId}`;
}

/** `self` lists DELETE only while the basket can still be deleted. */
export function basketSelfAndStatus<E extends AppEnv>(
  c: Context<E>,
  basket: BasketRecord,
): { self: Link; status: Link } {
  const path = basketPath(basket);
  const deletable = undeletableBecause(bankContext(c), basket) === undefined;
  const self = deletable ? link(c, path, "GET", "DELETE") : link(c, path, "GET");
  return { self, status: link(c, `${path}/status`, "GET") };
}

export function basketScaStatus<E extends AppEnv>(
  c: Context<E>,
  basket: BasketRecord,
  authorisation: AuthorisationRecord,
): Link {
  return scaStatusLink(c, basketPath(basket), "authorisations", authorisation);
}

export function basketCreatedLinks<E extends AppEnv>(
  c: Context<E>,
  basket: BasketRecord,
  authorisation: AuthorisationRecord,
) {
  return {
    scaRedirect: scaRedirect(c, authorisation),
    ...basketSelfAndStatus(c, basket),
    scaStatus: basketScaStatus(c, basket, authorisation),
  };
}
