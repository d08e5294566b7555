import type { RedirectTargets } from "../psu/redirect.js";
import type { GrantedAccess } from "./checks.js";
import type { ConsentEvent, ConsentStatus } from "./consent-status.js";
import type { AccountAccess } from "./schema/access.js";

/**
 * A consent (Berlin Group `consents`): what a TPP asked to read of one PSU's accounts, and, once the
 * PSU approved it on the SCA page, what it grants. Owned by the TPP that made it (no other TPP sees
 * it); its status changes only through `consentTransition` (`./consent-status.ts`).
 */
export interface ConsentRecord {
  /** Opaque, URL-safe, unguessable (128 random bits). */
  consentId: string;
  tppId: string;
  /** The TPP's name from its certificate, shown to the PSU on the SCA page. */
  tppName?: string;
  /** The PSU (customerId) and the agreement it acts under (PSU-Corporate-ID for a corporate PSU). */
  psuCustomerId: string;
  agreementId: string;
  /** The body's `access` as sent: what GET answers and the SCA page shows. */
  access: AccountAccess;
  recurringIndicator: boolean;
  /** The last day it counts, as granted (at most 180 days after creation). */
  validUntil: string;
  frequencyPerDay: number;
  consentStatus: ConsentStatus;
  /** What the PSU's approval resolved `access` to (resource ids), from then on. */
  granted?: GrantedAccess;
  /** Its authorisations, oldest first; the first is made with it unless the TPP starts one itself. */
  authorisationIds: string[];
  /** An explicit start's defaults (the creation's redirect targets), when no authorisation was implicit. */
  explicitStart?: { redirect: RedirectTargets };
  createdAt: string;
  /** The reads without the PSU counted on bank day `day` (frequencyPerDay). */
  reads?: { day: string; count: number };
  /** The consent whose authorisation expired this one (a newer recurring consent of the PSU). */
  replacedBy?: string;
  /** Every status it had, oldest first, with what moved it there and when (sandbox clock). */
  statusHistory: ConsentStatusChange[];
}

export interface ConsentStatusChange {
  consentStatus: ConsentStatus;
  event: ConsentEvent;
  at: string;
}

declare module "../sca/model.js" {
  interface AuthorisationKinds {
    /** The PSU approves a consent: which accounts, which access. */
    consent: true;
  }
  interface AuthorisationRecord {
    /** consent kind: the consent it authorises. */
    consentId?: string;
  }
}
