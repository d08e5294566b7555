import { addDays } from "../domain/calendar.js";

/**
 * How long a consent lives. Interface 8 gives the SCA renewal period (180 days); the Berlin Group lets
 * the bank shorten a requested `validUntil` ("9999-12-31" asks for the longest) and show the date it
 * granted. A consent therefore never outlives the SCA that authorised it.
 */
export const SCA_RENEWAL_DAYS = 180;

/** Why `validUntil` cannot be granted on the bank date `today`, or undefined. */
export function validUntilProblem(validUntil: string, today: string): string | undefined {
  if (validUntil >= today) return undefined;
  return `validUntil ${validUntil} has passed (the bank's date is ${today}): send today or a later date, or 9999-12-31 for the longest the bank grants`;
}

/** The last day the bank grants for a consent created on `today`: the one asked for, at most 180 days on. */
export function grantedValidUntil(validUntil: string, today: string): string {
  const longest = addDays(today, SCA_RENEWAL_DAYS);
  return validUntil < longest ? validUntil : longest;
}
