/**
 * Account information read tests: a consent made and approved over HTTP as a TPP and its PSU do,
 * then signed reads with its Consent-ID (with or without the PSU, with x-accept-fix).
 */
import type { Answer, Bank, Caller } from "../helpers/calls.js";
import { ibanOf, PSU, psuHeaders } from "../helpers/payments.js";
import { consentBody, createConsent, decideConsent, PRIVATE_CARD, TODAY } from "./helpers.js";

export { createConsent, decideConsent, TODAY };

/** The private PSU's accounts and card account in the default data. */
export const PRIVATE = { ...PSU.private, cardAccountId: PRIVATE_CARD };

/** A consent body: every access on all the private PSU's accounts and card accounts unless overridden. */
export function allAccess(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return consentBody({ access: { allPsd2: "allAccounts" }, ...overrides });
}

/** An account reference of a consent's access lists. */
export const ref = (bban: string) => ({ iban: ibanOf(bban) });

/** A consent created and approved by `psu`: its id. */
export async function validConsent(
  bank: Bank,
  body: Record<string, unknown> = allAccess(),
  psu: { customerId: string; agreementId?: string } = PSU.private,
): Promise<string> {
  const created = await createConsent(bank, body, psuHeaders(psu));
  await decideConsent(bank, created, "approve", psu.customerId);
  return created.consentId;
}

export interface ReadOptions {
  query?: Record<string, string>;
  /** Send PSU-IP-Address: the PSU asked for the read (not counted toward frequencyPerDay). */
  psuPresent?: boolean;
  /** x-accept-fix's value ("" adopts none). */
  fixes?: string;
  /** Other headers, or a Consent-ID of undefined to leave it out. */
  headers?: Record<string, string>;
  call?: Caller;
}

/** A signed account information read with `consentId` as Consent-ID (undefined: none sent). */
export function read(
  bank: Bank,
  path: string,
  consentId: string | undefined,
  options: ReadOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    "x-accept-fix": options.fixes ?? "",
    ...(consentId === undefined ? {} : { "Consent-ID": consentId }),
    ...(options.psuPresent ? { "PSU-IP-Address": "192.0.2.10" } : {}),
    ...options.headers,
  };
  return (options.call ?? bank.call)("GET", path, {
    headers,
    ...(options.query === undefined ? {} : { query: options.query }),
  });
}

/** The sandbox account id of a default-data BBAN. */
export function accountIdOf(bank: Bank, bban: string): string {
  const account = bank.sandbox.ctx.store.values("accounts").find((a) => a.bban === bban);
  if (!account) throw new Error(`no account ${bban}`);
  return account.accountId;
}

/**
 * The same through the sandbox data API, for a sandbox in another process (the contract journey also
 * runs against the packed CLI): the customer's accounts, the one with `bban`.
 */
export async function accountIdOver(bank: Bank, customerId: string, bban: string): Promise<string> {
  const customer = await bank.call("GET", `/v1/sandbox/customers/${customerId}`);
  for (const accountId of (customer.body as { accounts?: string[] }).accounts ?? []) {
    const account = await bank.call("GET", `/v1/sandbox/accounts/${accountId}`);
    if ((account.body as { bban?: string }).bban === bban) return accountId;
  }
  throw new Error(`customer ${customerId} has no account ${bban}`);
}
