import { minorUnits } from "./currency.js";

/**
 * Currency conversion at fixed rates (pure). `rates` gives each currency's value in one reference
 * currency (NOK in the default config) as a decimal string. Everything stays in integer minor units;
 * the result is rounded half up to the target currency's minor unit.
 */
export type ExchangeRates = Readonly<Record<string, string>>;

const SCALE = 8;

function scaled(rate: string): bigint {
  const [whole = "0", fraction = ""] = rate.split(".");
  return BigInt(whole + fraction.padEnd(SCALE, "0").slice(0, SCALE));
}

/** `minor` units of `from` in minor units of `to`, or undefined when a rate is missing. */
export function convertMinor(
  minor: bigint,
  from: string,
  to: string,
  rates: ExchangeRates,
): bigint | undefined {
  if (from === to) return minor;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (fromRate === undefined || toRate === undefined) return undefined;
  const numerator = minor * scaled(fromRate) * 10n ** BigInt(minorUnits(to) ?? 2);
  const denominator = scaled(toRate) * 10n ** BigInt(minorUnits(from) ?? 2);
  return (numerator * 2n + denominator) / (denominator * 2n);
}
