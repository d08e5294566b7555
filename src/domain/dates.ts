/**
 * Calendar dates as the interface writes them — ISO 8601 `YYYY-MM-DD`, a real day of the Gregorian
 * calendar (2026-02-30 is not a date) — and the date of an instant in the bank's time zone (Europe/Oslo
 * by default, not the UTC date). Being strings in one fixed format, dates compare in order as text.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone shifts it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why `value` is not a real calendar date in `YYYY-MM-DD` form, or undefined when it is. */
export function isoDateProblem(value: string): string | undefined {
  if (!ISO_DATE.test(value)) return `"${value}" is not an ISO 8601 date; send YYYY-MM-DD, e.g. "2026-03-31"`;
  return isIsoDate(value) ? undefined : `${value} is not a date on the calendar`;
}

// Building an Intl.DateTimeFormat costs far more than using one, and using one is still costly for
// a value asked on every request. Since 1972 every time zone's offset has been a multiple of 15
// minutes, so a date cannot change inside a quarter hour of UTC: one answer per zone and quarter
// hour is exact. Earlier instants (local mean time, like Oslo's +00:53:28 before 1895) are
// formatted each time.
const QUARTER_HOUR_MS = 15 * 60_000;
const FIRST_CACHED_QUARTER = Date.UTC(1972, 0, 1) / QUARTER_HOUR_MS;
const formats = new Map<string, { format: Intl.DateTimeFormat; quarter: number; date: string }>();

/** The calendar date (`YYYY-MM-DD`) of instant `now` in `timeZone`. */
export function dateIn(now: Date, timeZone: string): string {
  const quarter = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  let entry = formats.get(timeZone);
  if (entry?.quarter === quarter && quarter >= FIRST_CACHED_QUARTER) return entry.date;
  if (!entry) {
    // en-CA formats as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    entry = { format, quarter, date: "" };
    formats.set(timeZone, entry);
  }
  entry.quarter = quarter;
  entry.date = entry.format.format(now);
  return entry.date;
}

/** ISO dates compare correctly as strings; this names the intent. */
export function isBefore(date: string, other: string): boolean {
  return date < other;
}
