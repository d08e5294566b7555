import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import { type Link, link } from "../http/links.js";
import { scaRedirect, scaStatusLink } from "../sca/links.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { cancellable } from "./cancellation.js";
import type { PaymentRecord } from "./model.js";

/**
 * The link scheme of a payment; the SCA flow builds on it, so it is fixed:
 * self /v1/{service}/{product}/{paymentId}, status .../status,
 * scaStatus .../authorisations/{authorisationId} (or .../cancellation-authorisations/...),
 * scaRedirect /sca/{authorisationId} (the bank's SCA page, outside /v1).
 */
export function paymentPath(payment: Pick<PaymentRecord, "service" | "product" | "paymentId">): string {
  return `/v1/${payment.service}/${payment.product}/${payment.paymentId}`;
}

/** `self` lists DELETE only while a DELETE can cancel the payment or start its cancellation. */
export function selfAndStatus<E extends AppEnv>(
  c: Context<E>,
  payment: PaymentRecord,
): { self: Link; status: Link } {
  const path = paymentPath(payment);
  const self = cancellable(payment) ? link(c, path, "GET", "DELETE") : link(c, path, "GET");
  return { self, status: link(c, `${path}/status`, "GET") };
}

/** With no authorisation (explicit start preferred): startAuthorisation instead of scaRedirect and scaStatus. */
export function createdLinks<E extends AppEnv>(
  c: Context<E>,
  payment: PaymentRecord,
  authorisation: AuthorisationRecord | undefined,
) {
  if (!authorisation) {
    return {
      startAuthorisation: link(c, `${paymentPath(payment)}/authorisations`, "POST"),
      ...selfAndStatus(c, payment),
    };
  }
  return {
    scaRedirect: scaRedirect(c, authorisation),
    ...selfAndStatus(c, payment),
    scaStatus: scaStatusLink(c, paymentPath(payment), "authorisations", authorisation),
  };
}

export function cancellationLinks<E extends AppEnv>(
  c: Context<E>,
  payment: PaymentRecord,
  authorisation: AuthorisationRecord,
) {
  return {
    startAuthorisation: link(c, `${paymentPath(payment)}/cancellation-authorisations`, "POST"),
    scaRedirect: scaRedirect(c, authorisation),
    ...selfAndStatus(c, payment),
  };
}
