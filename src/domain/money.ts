import { minorUnits, noMinorUnit } from "./currency.js";

/**
 * Money at the edge is a decimal string; inside it is an integer count of minor units (bigint),
 * never a float. These functions convert between the two and check the interface's amount rules.
 */
const AMOUNT = /^(0|[1-9]\d*)(\.(\d+))?$/;
const MAX_DIGITS = 18;
const MAX_SCALE = 5;

/**
 * Why `amount` is not acceptable for `currency`, or undefined when it is. `exact`: the fraction digits
 * must match the currency's minor units (interface 2.1, a payment's Amount); otherwise at most that many
 * (balances of the sandbox data API, whose shape the interface does not show).
 */
export function amountProblem(
  amount: string,
  currency: string,
  { exact = false }: { exact?: boolean } = {},
): string | undefined {
  const match = AMOUNT.exec(amount);
  if (!match)
    return `"${amount}" is not a decimal amount; send digits with an optional "." and fraction, e.g. "125.50"`;
  const whole = match[1] ?? "";
  const fraction = match[3] ?? "";
  if (whole.length + fraction.length > MAX_DIGITS)
    return `at most ${MAX_DIGITS} digits are allowed (precision 18)`;
  if (fraction.length > MAX_SCALE) return `at most ${MAX_SCALE} fraction digits are allowed (scale 5)`;
  const units = minorUnits(currency);
  if (units !== undefined && fraction.length > units) {
    return units === 0
      ? `${currency} has no minor unit: send a whole number, e.g. "${whole}"`
      : `${currency} has ${units} minor units: send at most ${units} fraction digits, e.g. "${whole}.${"0".repeat(units)}"`;
  }
  if (exact && units !== undefined && !noMinorUnit(currency) && fraction.length !== units) {
    return `${currency} has ${units} minor units: send exactly ${units} fraction digits, e.g. "${whole}.${fraction.padEnd(units, "0")}" (interface 2.1: the fraction digits must match the ISO 4217 minor units of the currency)`;
  }
  if (/^0(\.0*)?$/.test(amount)) return "the amount must be greater than zero";
  return undefined;
}

/** The amount in minor units of `currency`. Assumes `amountProblem` found nothing. */
export function toMinor(amount: string, currency: string): bigint {
  const units = minorUnits(currency) ?? 2;
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(units, "0").slice(0, units));
}

/** Minor units back to a decimal string with exactly the currency's fraction digits. */
export function fromMinor(value: bigint, currency: string): string {
  const units = minorUnits(currency) ?? 2;
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(units + 1, "0");
  const text = units === 0 ? digits : `${digits.slice(0, -units)}.${digits.slice(-units)}`;
  return negative ? `-${text}` : text;
}
