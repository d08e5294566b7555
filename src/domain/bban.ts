/**
 * Norwegian account numbers (BBAN): 11 digits — 4-digit bank code, 2-digit account group, 4-digit
 * account, and a MOD11 check digit with weights 5,4,3,2,7,6,5,4,3,2.
 */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The MOD11 check digit for the first ten digits, or undefined when no digit fits (remainder 1). */
export function bbanCheckDigit(first10: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * (WEIGHTS[i] ?? 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return undefined;
  return check;
}

export function isNorwegianBban(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return bbanCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Why `value` is not a Norwegian BBAN, or undefined when it is. */
export function bbanProblem(value: string): string | undefined {
  if (!/^\d{11}$/.test(value)) return "a Norwegian account number (BBAN) is 11 digits, no spaces or dots";
  if (!isNorwegianBban(value)) return "the BBAN's MOD11 check digit (the 11th digit) does not match";
  return undefined;
}
