import type { Context } from "hono";
import { bankToday, type RecordsContext } from "../context.js";
import { bankContext } from "../http/bank.js";
import type { AppEnv } from "../http/env.js";
import { type AccountRead, type CheckedConsent, checkConsent } from "./checks.js";
import { currentConsent, putConsent } from "./consents.js";
import { checkedConsent } from "./facts.js";

/**
 * What the account reads (`./accounts/`) ask of a consent: the calling TPP's consent as the checks
 * read it, the reads without the PSU it has had this bank day, and the count of one more.
 */
export interface ConsentForRead {
  consent: CheckedConsent;
  /** Reads without PSU-IP-Address already counted on the bank's today. */
  readsToday: number;
}

/**
 * The consent `consentId` names among the request's bank's records as the caller sees them (another
 * TPP's is not there), as it stands now (an overdue SCA or a passed last day applied first), or
 * undefined for none.
 */
export function consentForRead(ctx: RecordsContext, consentId: string): ConsentForRead | undefined {
  const stored = ctx.store.get("consents", consentId);
  if (!stored) return undefined;
  const consent = currentConsent(ctx, stored);
  const today = bankToday(ctx);
  return {
    consent: checkedConsent(consent),
    readsToday: consent.reads?.day === today ? consent.reads.count : 0,
  };
}

/** Counts one read without the PSU on the consent for the bank's today (frequencyPerDay). */
export function countReadWithoutPsu(ctx: RecordsContext, consentId: string): void {
  const consent = ctx.store.get("consents", consentId);
  if (!consent) throw new Error(`consent ${consentId} was checked but is not stored`);
  const day = bankToday(ctx);
  const count = consent.reads?.day === day ? consent.reads.count + 1 : 1;
  ctx.store.commit([putConsent({ ...consent, reads: { day, count } })]);
}

/**
 * Every consent check of one account read (docs/account-information.md, "The checks of a read"),
 * from the request: the certificate's roles, Consent-ID, PSU-IP-Address. Throws the first refusal;
 * then `more`, the read's own refusals that come after the day's count (a report's period), may
 * throw; only a read that passed them all is counted when it is one without the PSU. Answers the
 * consent the read goes ahead under.
 */
export function checkRead<E extends AppEnv>(
  c: Context<E>,
  request: AccountRead,
  more?: (consent: CheckedConsent, psuPresent: boolean) => void,
): CheckedConsent {
  const ctx = bankContext(c);
  const consentId = c.req.header("Consent-ID")?.trim();
  const found = consentId ? consentForRead(ctx, consentId) : undefined;
  const tpp = c.get("tpp");
  const psuPresent = (c.req.header("PSU-IP-Address")?.trim() ?? "") !== "";
  const verdict = checkConsent({
    tpp: tpp ? { qcStatement: tpp.qcStatement === true, roles: tpp.roles } : undefined,
    consentId,
    consent: found?.consent,
    request,
    today: bankToday(ctx),
    psuPresent,
    readsToday: found?.readsToday ?? 0,
  });
  if (!verdict.ok) throw verdict.error;
  if (!found) throw new Error("a read passed the consent checks without a consent");
  more?.(found.consent, psuPresent);
  if (verdict.counted) countReadWithoutPsu(ctx, found.consent.consentId);
  return found.consent;
}
