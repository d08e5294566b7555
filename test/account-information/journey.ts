/** The contract journey's account information part: every consent operation, as a TPP and its PSU make them. */
import { ibanOf, PSU, psuHeaders } from "../helpers/payments.js";

type Json = Record<string, unknown>;
type Call = (
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> },
  status: number,
) => Promise<Json>;

const hrefOf = (links: unknown, name: string): string => {
  const href = (links as Record<string, { href?: unknown }> | undefined)?.[name]?.href;
  if (typeof href !== "string") throw new Error(`no _links.${name} in ${JSON.stringify(links)}`);
  return href;
};

type Raw = (method: string, path: string, init: RequestInit, status: number) => Promise<string>;

/**
 * Creates, reads, starts, approves (`approve`: the SCA page) and deletes a consent; an unknown one is
 * 403; a second one its PSU revokes through the control API (`raw`).
 */
export async function consentJourney(
  raw: Raw,
  call: Call,
  approve: (href: string, customerNumber: string) => Promise<unknown>,
) {
  const read = { headers: { "x-accept-fix": "" } };
  const body = {
    access: {
      accounts: [{ iban: ibanOf(PSU.private.brukskonto) }],
      balances: [{ iban: ibanOf(PSU.private.brukskonto) }],
      transactions: [{ iban: ibanOf(PSU.private.brukskonto) }],
    },
    recurringIndicator: true,
    validUntil: "2026-06-30",
    frequencyPerDay: 4,
    combinedServiceIndicator: false,
  };
  const created = await call("POST", "/v1/consents", { body, headers: psuHeaders(PSU.private) }, 201);
  const path = new URL(hrefOf(created._links, "self")).pathname;
  await call("GET", path, read, 200);
  await call("GET", `${path}/status`, read, 200);
  const started = await call("POST", `${path}/authorisations`, {}, 201);
  await call("GET", `${path}/authorisations`, {}, 200);
  await call("GET", `${path}/authorisations/${String(started.authorisationId)}`, {}, 200);
  await approve(hrefOf(created._links, "scaRedirect"), PSU.private.customerNumber);
  await call("DELETE", path, read, 204);
  await call("GET", "/v1/consents/no-such-consent", read, 403);
  const revoked = await call("POST", "/v1/consents", { body, headers: psuHeaders(PSU.private) }, 201);
  await approve(hrefOf(revoked._links, "scaRedirect"), PSU.private.customerNumber);
  await raw(
    "PUT",
    `/__admin/consents/${String(revoked.consentId)}/status`,
    {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ consentStatus: "revokedByPsu" }),
    },
    200,
  );
}
