import type { Strictness } from "../config/schema.js";
import { ibanProblem } from "../domain/iban.js";
import { isSepaIban } from "../domain/sepa.js";
import type { Violation } from "../errors.js";
import type { BodyRule } from "../http/validate.js";

/**
 * Body rules that strictness `bank` adds to the schemas (docs/decisions.md, Strictness). They look at
 * the raw body, so each checks only values of the right type; the schema reports the rest.
 */
const field = (raw: unknown, key: string): unknown =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)[key]
    : undefined;

/** Interface 2.4: "Each item is constrained to >= 1 and <= 11" (the schema takes the text's 1-12). */
export function monthsRule(strictness: Strictness): BodyRule {
  return (raw) => {
    const months = field(raw, "monthsOfExecution");
    if (strictness !== "bank" || !Array.isArray(months)) return [];
    const violations: Violation[] = [];
    months.forEach((month, index) => {
      if (month !== 12) return;
      violations.push({
        path: `monthsOfExecution[${index}]`,
        text: 'month 12 is refused: each monthsOfExecution item is at most 11 (interface 2.4: "Each item is constrained to >= 1 and <= 11"); strictness lenient takes 12',
      });
    });
    return violations;
  };
}

/** A SEPA credit transfer reaches the SEPA area only: a creditor IBAN of another country is refused. */
export function sepaAreaRule(strictness: Strictness): BodyRule {
  return (raw) => {
    const iban = field(field(raw, "creditorAccount"), "iban");
    if (strictness !== "bank" || typeof iban !== "string" || ibanProblem(iban) || isSepaIban(iban)) return [];
    return [
      {
        path: "creditorAccount.iban",
        text: `${iban.slice(0, 2)} is outside the SEPA area: a SEPA credit transfer (interface 4.1) goes to an IBAN of a SEPA country, e.g. DE, FR, NO`,
      },
    ];
  };
}
