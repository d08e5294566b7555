import { bookingDateProblems } from "../../domain/booking-dates.js";
import { isIsoDate } from "../../domain/dates.js";
import type { Violation } from "../../errors.js";
import { rawString } from "../../http/validate.js";

/**
 * The dates of a booked account transaction follow the card transactions' rule (interface 4.6):
 * neither after today, and the booking date not after the value date. Only the dates sent are
 * checked; a missing one takes the other's value (or today), which never breaks the rule.
 */
export function accountTransactionDateRules(raw: unknown, today: string): Violation[] {
  const date = (field: string) => {
    const value = rawString(raw, field);
    return value !== undefined && isIsoDate(value) ? value : undefined;
  };
  return bookingDateProblems(date("bookingDate"), date("valueDate"), today).map((p) => ({
    path: p.field,
    text: p.text,
  }));
}
