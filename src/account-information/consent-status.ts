import { NEW, stateMachine } from "../domain/state-machine.js";

/**
 * The one table of consent status moves (Berlin Group `consentStatus`; the interface names none, the
 * choices are in docs/account-information.md and docs/decisions.md, "Account information"). Every
 * status change of a consent goes through `consentTransition`, which throws on a move the table does
 * not hold: a bug must fail loudly, never leave a consent in a state the bank could not reach.
 */
export const consentStatuses = [
  "received",
  "rejected",
  "valid",
  "revokedByPsu",
  "expired",
  "terminatedByTpp",
  "partiallyAuthorised",
] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export type ConsentEvent =
  /** The TPP created the consent. */
  | "created"
  /** The PSU approved on the SCA page. */
  | "sca-finalised"
  /** The PSU rejected, or failed to log in. */
  | "sca-failed"
  /** The SCA page's time ran out before the PSU decided. */
  | "sca-expired"
  /** The bank clock passed `validUntil` (the date itself still counts). */
  | "valid-until-passed"
  /** A newer recurring consent of the same PSU for the same TPP was authorised. */
  | "replaced"
  /** The PSU withdrew it (control API, dashboard). */
  | "revoked-by-psu"
  /** DELETE /v1/consents/{consentId}. */
  | "deleted-by-tpp";

/** Where a consent is before it exists: only `created` leaves it. */
export { NEW };
type From = ConsentStatus | typeof NEW;

export interface ConsentTransition {
  from: From;
  event: ConsentEvent;
  to: ConsentStatus;
}

export const consentTransitions: readonly ConsentTransition[] = [
  { from: NEW, event: "created", to: "received" },
  { from: "received", event: "sca-finalised", to: "valid" },
  { from: "received", event: "sca-failed", to: "rejected" },
  { from: "received", event: "sca-expired", to: "rejected" },
  // A consent nobody authorised by its last day can no longer be: expired, as a valid one would be.
  { from: "received", event: "valid-until-passed", to: "expired" },
  { from: "received", event: "deleted-by-tpp", to: "terminatedByTpp" },
  { from: "valid", event: "valid-until-passed", to: "expired" },
  { from: "valid", event: "replaced", to: "expired" },
  { from: "valid", event: "revoked-by-psu", to: "revokedByPsu" },
  { from: "valid", event: "deleted-by-tpp", to: "terminatedByTpp" },
];

const consents = stateMachine("consent", consentTransitions);

export const consentAllowed: (from: From, event: ConsentEvent) => ConsentStatus | undefined =
  consents.allowed;

/** The status after `event`; throws when the table has no such move. */
export const consentTransition: (from: From, event: ConsentEvent) => ConsentStatus = consents.transition;

/** A status no transition leaves: the consent never changes again. */
export const isFinalConsent: (status: ConsentStatus) => boolean = consents.isFinal;

/** What the lifecycle rules read of a consent. */
export interface ConsentFacts {
  consentId: string;
  tppId: string;
  psuId: string;
  status: ConsentStatus;
  recurringIndicator: boolean;
  validUntil: string;
}

/** Whether the bank clock's date `today` lies past the consent's last day (so it expires now). */
export function validUntilPassed(
  consent: Pick<ConsentFacts, "status" | "validUntil">,
  today: string,
): boolean {
  return consentAllowed(consent.status, "valid-until-passed") !== undefined && today > consent.validUntil;
}

/**
 * The consents that `authorised` replaces (Berlin Group: a new recurring consent, once authorised,
 * expires the PSU's former recurring one for the same TPP): valid, recurring, same PSU and TPP.
 */
export function replacedBy(authorised: ConsentFacts, others: readonly ConsentFacts[]): string[] {
  if (!authorised.recurringIndicator) return [];
  return others
    .filter(
      (other) =>
        other.consentId !== authorised.consentId &&
        other.status === "valid" &&
        other.recurringIndicator &&
        other.psuId === authorised.psuId &&
        other.tppId === authorised.tppId,
    )
    .map((other) => other.consentId);
}
