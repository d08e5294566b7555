import { balanceAmountProblem } from "../domain/balance-amount.js";
import { isCurrency } from "../domain/currency.js";
import type { Violation } from "../errors.js";
import { LONG_NAME, LONGER_NAME, SHORT_NAME } from "./fixes.js";
import { rawString } from "../http/validate.js";

/**
 * Checks of one body field that depend on another field or on the request's x-accept-fix. They read
 * the raw body (an operation's `bodyRules`), so each looks only at values of the right type; the schema
 * reports the rest.
 */

/** Account and card account names: 70 characters are allowed only with `longer-name` (interface 9). */
export function nameRule(raw: unknown, field: string, fixes: ReadonlySet<string>): Violation[] {
  const name = rawString(raw, field);
  if (name === undefined || name.length <= SHORT_NAME || name.length > LONG_NAME || fixes.has(LONGER_NAME)) {
    return [];
  }
  return [
    {
      path: field,
      text: `${field} has ${name.length} characters: at most ${SHORT_NAME}, or up to ${LONG_NAME} when you send x-accept-fix: ${LONGER_NAME}`,
    },
  ];
}

/** A decimal balance-like field in the currency the body names (or `fallback` when it names none). */
export function decimalRule(
  raw: unknown,
  field: string,
  currencyField: string,
  fallback: string | undefined,
  { negative }: { negative: boolean },
): Violation[] {
  const value = rawString(raw, field);
  if (value === undefined) return [];
  const named = rawString(raw, currencyField) ?? fallback;
  const currency = named !== undefined && isCurrency(named) ? named : "";
  const problem = balanceAmountProblem(value, currency, { negative });
  return problem ? [{ path: field, text: `${field}: ${problem}` }] : [];
}

/** `balanceAmount.currency` of a balance update must be the account's own currency. */
export function currencyRule(raw: unknown, accountCurrency: string): Violation[] {
  const balance = (raw as { balanceAmount?: unknown } | null)?.balanceAmount;
  const currency = rawString(balance, "currency");
  if (currency === undefined || currency === accountCurrency) return [];
  return [
    {
      path: "balanceAmount.currency",
      text: `balanceAmount.currency must be the account's currency ${accountCurrency}, not ${currency}`,
    },
  ];
}
