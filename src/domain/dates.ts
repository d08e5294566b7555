/**
 * ISO 8601 calendar dates (`YYYY-MM-DD`) as the interface uses them, and the bank's "today": the
 * sandbox clock's date in the bank's time zone (Europe/Oslo by default), not the UTC date.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Why `value` is not a real calendar date in `YYYY-MM-DD` form, or undefined when it is. */
export function isoDateProblem(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return `"${value}" is not an ISO 8601 date; send YYYY-MM-DD, e.g. "2026-03-31"`;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return `${value} is not a date on the calendar`;
  }
  return undefined;
}

// Building an Intl.DateTimeFormat costs far more than using one; "today" is asked on every request.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) of instant `now` in `timeZone`. */
export function dateIn(now: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

/** ISO dates compare correctly as strings; this names the intent. */
export function isBefore(date: string, other: string): boolean {
  return date < other;
}
