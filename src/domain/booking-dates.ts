/**
 * Interface 4.6: every booked transaction has a booking date and a value date before the current
 * time, and the booking date is not after the value date. Dates are whole days, so "before the
 * current time" means no later than today in the bank's time zone: a transaction booked today has
 * happened, one dated tomorrow has not.
 */
export interface DateProblem {
  field: "bookingDate" | "valueDate";
  text: string;
}

/**
 * What breaks the rule, for dates already known to be ISO dates (`YYYY-MM-DD`, compared as text).
 * `valueName` is what the caller calls its value date, so that messages name the field sent.
 */
export function bookingDateProblems(
  bookingDate: string | undefined,
  valueDate: string | undefined,
  today: string,
  valueName = "valueDate",
): DateProblem[] {
  const problems: DateProblem[] = [];
  if (bookingDate !== undefined && bookingDate > today) {
    problems.push({
      field: "bookingDate",
      text: `bookingDate ${bookingDate} is in the future: booked transactions must be dated ${today} (today) or earlier`,
    });
  }
  if (valueDate !== undefined && valueDate > today) {
    problems.push({
      field: "valueDate",
      text: `${valueName} ${valueDate} is in the future: it must be ${today} (today) or earlier`,
    });
  }
  if (bookingDate !== undefined && valueDate !== undefined && bookingDate > valueDate) {
    problems.push({
      field: "bookingDate",
      text: `bookingDate ${bookingDate} is after the ${valueName} ${valueDate}: the booking date must not be after the value date`,
    });
  }
  return problems;
}
