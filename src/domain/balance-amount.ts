import { amountProblem, toMinor } from "./money.js";

/**
 * Balances, unlike payment amounts, may be zero, and a card account's may be negative (money owed).
 * They follow the same decimal rules otherwise: at most 18 digits and the currency's minor units.
 */
export function balanceAmountProblem(
  amount: string,
  currency: string,
  { negative }: { negative: boolean },
): string | undefined {
  const minus = amount.startsWith("-");
  if (minus && !negative) {
    return 'a deposit account\'s balance cannot be negative: send 0 or more, e.g. "0.00"';
  }
  const magnitude = minus ? amount.slice(1) : amount;
  const problem = amountProblem(magnitude, currency);
  if (problem === undefined) return undefined;
  // amountProblem rejects zero only after every format check, so a zero whose digits would be fine
  // with a leading 1 is a well-formed zero.
  if (/^0(\.0+)?$/.test(magnitude) && amountProblem(`1${magnitude.slice(1)}`, currency) === undefined) {
    return undefined;
  }
  return problem;
}

/** A signed balance in minor units. Assumes `balanceAmountProblem` found nothing. */
export function balanceToMinor(amount: string, currency: string): bigint {
  const minus = amount.startsWith("-");
  const value = toMinor(minus ? amount.slice(1) : amount, currency);
  return minus ? -value : value;
}

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export function isInt32(value: number): boolean {
  return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
}
