import { bookingDateProblems } from "../../domain/booking-dates.js";
import { isCurrency } from "../../domain/currency.js";
import { isIsoDate } from "../../domain/dates.js";
import type { Violation } from "../../errors.js";
import { rawString } from "../../http/validate.js";

/**
 * Rules on a card transaction request beyond each entry's shape (interface 4.6). They read the raw
 * entries so that they are reported together with any shape errors, each at its entry's path:
 * - booking date and value date no later than today; booking date not after the value date. The
 *   entry has no field named valueDate: its `transactionDate` is the value date the rule speaks of.
 * - transactionAmount is what is booked on the card account, so it is in the card account's currency;
 * - no two entries share a cardTransactionId.
 */
export function cardEntryRules(raw: unknown, today: string, accountCurrency: string): Violation[] {
  if (!Array.isArray(raw)) return [];
  const violations: Violation[] = [];
  const seen = new Map<string, number>();
  raw.forEach((entry: unknown, i) => {
    const booking = validDate(rawString(entry, "bookingDate"));
    const value = validDate(rawString(entry, "transactionDate"));
    for (const problem of bookingDateProblems(booking, value, today, "transactionDate")) {
      const field = problem.field === "valueDate" ? "transactionDate" : problem.field;
      violations.push({ path: `[${i}].${field}`, text: problem.text });
    }
    const amount = (entry as { transactionAmount?: unknown } | null)?.transactionAmount;
    const currency = rawString(amount, "currency");
    if (currency !== undefined && isCurrency(currency) && currency !== accountCurrency) {
      violations.push({
        path: `[${i}].transactionAmount.currency`,
        text: `transactionAmount is booked on the card account, so its currency must be ${accountCurrency}, not ${currency}; the merchant's amount goes in originalAmount`,
      });
    }
    const id = rawString(entry, "cardTransactionId");
    if (id === undefined) return;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else
      violations.push({
        path: `[${i}].cardTransactionId`,
        text: `cardTransactionId ${id} is also the id of entry [${first}]: each transaction needs its own id`,
      });
  });
  return violations;
}

function validDate(value: string | undefined): string | undefined {
  return value !== undefined && isIsoDate(value) ? value : undefined;
}
