import type { BankContext } from "../../context.js";
import type { CheckedConsent } from "../checks.js";

/** What a read needs of the consent side: the consent a Consent-ID names, and the day's count. */
export interface ConsentReads {
  /** The calling TPP's consent with this id, as the checks read it; another TPP's is undefined. */
  consent(ctx: BankContext, consentId: string): CheckedConsent | undefined;
  /** Reads without the PSU counted on the consent on bank day `day`. */
  readsOn(ctx: BankContext, consentId: string, day: string): number;
  /** One more read without the PSU on `day`, written with the request's other changes. */
  count(ctx: BankContext, consentId: string, day: string): void;
}

export const consentReads: ConsentReads = {
  consent: () => undefined,
  readsOn: () => 0,
  count: () => {},
};
