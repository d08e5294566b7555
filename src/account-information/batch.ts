import { bankDate } from "../context.js";
import type { BatchStep } from "../payments/batch/step.js";
import { validUntilPassed } from "./consent-status.js";
import { movedConsent, putConsent } from "./consents.js";

/**
 * Every batch run expires the consents whose last day the bank clock has passed, so that the dashboard,
 * the control API and a basket see them as the TPP's next read would. Reads apply it too
 * (`currentConsent`); this catches the consents nobody reads. It moves no payment.
 */
export const expiredConsents: BatchStep = function* ({ store, config }, now) {
  const today = bankDate(config, now);
  for (const { consentId } of store.active("consents")) {
    // Read afresh at each step: after a pause, the TPP may have deleted it.
    const consent = store.get("consents", consentId);
    if (
      !consent ||
      !validUntilPassed({ status: consent.consentStatus, validUntil: consent.validUntil }, today)
    )
      continue;
    store.commit([putConsent(movedConsent(consent, "valid-until-passed", now))]);
    yield;
  }
  return [];
};
