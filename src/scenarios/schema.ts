import { z } from "zod";

/**
 * The scenario triggers a creation may carry in `X-Sandbox-Scenario` (not part of the bank's
 * interface; never signed). Each makes the payment or consent take one path of its lifecycle through
 * the same code a real one takes there (docs/scenarios.md#scenario-triggers). The one source of the list:
 * validation, docs and the OpenAPI document read it from here.
 */
export const scenarioDescriptions = {
  "sca-abandoned":
    "The PSU never completes the SCA: the authorisation has timed out at once, so the SCA page says it expired and the payment becomes RJCT (a consent rejected).",
  "sca-failed":
    "The SCA fails whatever the PSU does: an approval on the SCA page counts as a failed SCA (scaStatus failed), the payment becomes RJCT (a consent rejected, as when the PSU rejects it).",
  "insufficient-funds":
    "Once approved, the batch run rejects the payment for lack of funds (RJCT, fundsAvailable false) whatever the balance.",
  "payment-failed":
    "Once approved, the batch run rejects the payment with PAYMENT_FAILED, as for a debtor account that cannot pay.",
  pending:
    "Approved, the payment waits as PDNG and the first batch run of the next day executes it (as if requestedExecutionDate were tomorrow).",
  part: "Bulk only: the batch run books every entry but the last, which is returned; the bulk becomes PART.",
  "expires-tomorrow":
    "Consents only: the consent is granted until today's bank date (validUntil), whatever the body asks, so it is expired from tomorrow (CONSENT_EXPIRED once the clock moves a day).",
} as const;

export const Scenario = z.enum(Object.keys(scenarioDescriptions) as [keyof typeof scenarioDescriptions]);
export type Scenario = z.infer<typeof Scenario>;

export const SCENARIO_HEADER = "X-Sandbox-Scenario";

/**
 * Which payment services (and `consents`) each scenario applies to (part needs a bulk's entries;
 * pending an execution date; expires-tomorrow a validUntil).
 */
export const scenarioServices: Record<Scenario, readonly string[]> = {
  "sca-abandoned": ["payments", "periodic-payments", "bulk-payments", "consents"],
  "sca-failed": ["payments", "periodic-payments", "bulk-payments", "consents"],
  "insufficient-funds": ["payments", "periodic-payments", "bulk-payments"],
  "payment-failed": ["payments", "periodic-payments", "bulk-payments"],
  pending: ["payments", "bulk-payments"],
  part: ["bulk-payments"],
  "expires-tomorrow": ["consents"],
};
