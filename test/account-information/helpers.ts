/** Consent tests: valid bodies, creation over HTTP, and the PSU's decision on the SCA page. */
import { expect } from "vitest";
import { ConsentCreated } from "../../src/account-information/schema/consents.js";
import { type Bank, expectBody, TODAY } from "../helpers/calls.js";
import { ibanOf, PSU, psuHeaders } from "../helpers/payments.js";
import { customerNumberOf, decideSca } from "../helpers/sca.js";

export const CONSENTS = "/v1/consents";
/** The private PSU's Mastercard (default data), by its resource id. */
export const PRIVATE_CARD = "53b3f665-c338-482c-881e-b76e23b8ce08";
export const PRIVATE_BRUKSKONTO_ID = "801e2e2c-2b52-4b78-b5cf-18b137821e6f";
export const PRIVATE_SPAREKONTO_ID = "bc4e04db-1443-4f74-8f22-5c50e9537460";

type Body = Record<string, unknown>;

/** A recurring consent on the private PSU's two accounts: details of both, balances and transactions of one. */
export function consentBody(overrides: Body = {}): Body {
  return {
    access: {
      accounts: [{ iban: ibanOf(PSU.private.brukskonto) }, { bban: PSU.private.sparekonto }],
      balances: [{ iban: ibanOf(PSU.private.brukskonto) }],
      transactions: [{ iban: ibanOf(PSU.private.brukskonto) }],
    },
    recurringIndicator: true,
    validUntil: "2026-06-30",
    frequencyPerDay: 4,
    combinedServiceIndicator: false,
    ...overrides,
  };
}

/** POST /v1/consents for the private PSU (or `headers`' PSU), 201 expected. */
export async function createConsent(
  bank: Bank,
  body: Body = consentBody(),
  headers: Record<string, string> = psuHeaders(PSU.private),
): Promise<ConsentCreated> {
  return expectBody(await bank.call("POST", CONSENTS, { body, headers }), 201, ConsentCreated);
}

/** The PSU approves or rejects the consent on its SCA page: 303 back to the TPP. */
export async function decideConsent(
  bank: Bank,
  created: ConsentCreated,
  action: "approve" | "reject",
  customerId: string = PSU.private.customerId,
): Promise<void> {
  // The default data's PSUs by their numbers: the contract journey also runs against a sandbox in
  // another process (the packed CLI), whose store the test cannot read.
  const known = Object.values(PSU).find((psu) => psu.customerId === customerId);
  const number = known && "customerNumber" in known ? known.customerNumber : undefined;
  const customerNumber = number ?? customerNumberOf(bank, customerId);
  const done = await decideSca(bank, created._links.scaRedirect.href, customerNumber, action);
  expect(done.status, done.text).toBe(303);
}

/** A consent created and approved: its id. */
export async function validConsent(bank: Bank, body: Body = consentBody()): Promise<string> {
  const created = await createConsent(bank, body);
  await decideConsent(bank, created, "approve");
  return created.consentId;
}

export const consentStatus = async (bank: Bank, consentId: string) =>
  (await bank.call("GET", `${CONSENTS}/${consentId}/status`, { headers: { "x-accept-fix": "" } })).body;

export { TODAY };
