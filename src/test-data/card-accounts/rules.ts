import { balanceAmountProblem, balanceToMinor } from "../../domain/balance-amount.js";
import { isCurrency } from "../../domain/currency.js";
import type { Violation } from "../../errors.js";
import { decimalRule, nameRule } from "../rules.js";
import { rawString } from "../../http/validate.js";

/** Cross-field rules of POST /v1/sandbox/card-accounts (an operation's `bodyRules`). */
export function cardAccountRules(raw: unknown, fixes: ReadonlySet<string>): Violation[] {
  const violations = [
    ...decimalRule(raw, "creditLimit", "currency", undefined, { negative: false }),
    ...decimalRule(raw, "balance", "currency", undefined, { negative: true }),
    ...nameRule(raw, "name", fixes),
  ];
  if (violations.length > 0) return violations;
  const currency = rawString(raw, "currency");
  const limit = rawString(raw, "creditLimit");
  const balance = rawString(raw, "balance");
  if (currency === undefined || !isCurrency(currency) || limit === undefined || balance === undefined)
    return [];
  return limitRule(balance, limit, currency, "balance");
}

/** Money owed cannot pass the credit limit: a balance below minus the limit is not a state a card is in. */
export function limitRule(balance: string, limit: string, currency: string, path: string): Violation[] {
  if (balanceAmountProblem(balance, currency, { negative: true }) !== undefined) return [];
  if (balanceToMinor(balance, currency) >= -balanceToMinor(limit, currency)) return [];
  return [
    {
      path,
      text: `${path} ${balance} is below minus the credit limit (${limit} ${currency}): a card account owes at most its credit limit`,
    },
  ];
}
