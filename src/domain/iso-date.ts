/**
 * Calendar dates as the interface writes them: ISO 8601 `YYYY-MM-DD`, a real day of the Gregorian
 * calendar (2026-02-30 is not a date). Being strings in one fixed format, they compare in order as text.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone shifts it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar date of an instant in a time zone (the bank's dates are Oslo dates, not UTC ones). */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
