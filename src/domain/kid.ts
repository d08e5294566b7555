/**
 * KID (kundeidentifikasjon), the Norwegian structured payment reference: 2 to 25 digits whose last
 * digit is a control digit computed by MOD10 (Luhn) or MOD11 (weights 2..7 from the right). A MOD11
 * remainder that gives 10 is written as "-", as Nets' KID specification does; the bank accepts either
 * algorithm, so a reference passes when either one fits.
 */

/** Luhn: double every second digit from the right of the payload. */
export function mod10Digit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** MOD11 with weights 2,3,4,5,6,7,2,3,… from the right; remainder 0 gives 0, remainder 1 gives "-". */
export function mod11Digit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    sum += Number(payload[payload.length - 1 - i]) * (2 + (i % 6));
  }
  const check = 11 - (sum % 11);
  if (check === 11) return "0";
  if (check === 10) return "-";
  return String(check);
}

/** Why `reference` is not a valid KID, or undefined when it is. */
export function kidProblem(reference: string): string | undefined {
  if (!/^\d{1,24}[\d-]$/.test(reference) || reference.length < 2) {
    return "a KID is 2 to 25 digits (the last one a control digit, or '-' for MOD11), no spaces";
  }
  const payload = reference.slice(0, -1);
  const control = reference.slice(-1);
  if (control === mod10Digit(payload) || control === mod11Digit(payload)) return undefined;
  return "the KID's control digit matches neither MOD10 nor MOD11; check the reference on the invoice";
}

/** Whether a structured reference's type means KID (the type is optional; absent means KID here). */
export function isKidType(referenceType: string | undefined): boolean {
  return referenceType === undefined || referenceType.toUpperCase() === "KID";
}
