import { accountNumberProblems } from "../../domain/account-number.js";
import type { Violation } from "../../errors.js";
import { decimalRule, nameRule } from "../rules.js";
import { rawString } from "../../http/validate.js";

/** Cross-field rules of POST /v1/sandbox/accounts (an operation's `bodyRules`). */
export function accountRules(raw: unknown, fixes: ReadonlySet<string>): Violation[] {
  const ref = { iban: rawString(raw, "iban"), bban: rawString(raw, "bban") };
  return [
    ...accountNumberProblems(ref, { norwegian: true }).map((p) => ({ path: p.field, text: p.text })),
    ...decimalRule(raw, "balance", "currency", "NOK", { negative: false }),
    ...nameRule(raw, "name", fixes),
  ];
}
