/**
 * Norwegian national identity numbers (fødselsnummer) and D-numbers: 11 digits whose two last
 * digits are MOD11 control digits. X-PSU-IDENTITY and customerNumber carry these.
 */
const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function control(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const value = 11 - (sum % 11);
  return value === 11 ? 0 : value;
}

export function isNationalId(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return control(digits, K1) === digits[9] && control(digits, K2) === digits[10];
}
