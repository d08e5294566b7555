import { bankToday, type RecordsContext } from "../context.js";
import type { CheckedConsent } from "./checks.js";
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
