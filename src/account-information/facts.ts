import type { CheckedConsent } from "./checks.js";
import type { ConsentFacts } from "./consent-status.js";
import type { ConsentRecord } from "./model.js";

/** What the lifecycle rules (`./consent-status.ts`) read of a stored consent. */
export function consentFacts(consent: ConsentRecord): ConsentFacts {
  return {
    consentId: consent.consentId,
    tppId: consent.tppId,
    psuId: consent.psuCustomerId,
    status: consent.consentStatus,
    recurringIndicator: consent.recurringIndicator,
    validUntil: consent.validUntil,
  };
}

/** What the checks of a read (`./checks.ts`) read of it: nothing is granted before the PSU approves. */
export function checkedConsent(consent: ConsentRecord): CheckedConsent {
  return {
    ...consentFacts(consent),
    frequencyPerDay: consent.frequencyPerDay,
    access: consent.granted ?? { accounts: [], balances: [], transactions: [] },
  };
}
