/**
 * The Norwegian bank calendar (pure). Bank holidays: New Year's Day, Maundy Thursday, Good Friday,
 * Easter Monday, 1 May, 17 May, Ascension Day, Whit Monday, 25 and 26 December, plus Christmas Eve
 * and New Year's Eve, on which Norwegian banks do not settle (bank closing days). Easter Sunday and
 * Whit Sunday are Sundays and so never banking days anyway.
 */

/** Dates are ISO `YYYY-MM-DD`; arithmetic is done on UTC midnights so no time zone leaks in. */
export function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// A clock move books every day of a standing order, so day arithmetic is hot: a step of up to about
// a year is done on the digits (carrying month by month), not by parsing into a Date and back.
// Anything else (a longer step, a year near the ends of 1000-9999, malformed text) takes the Date route.
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const lengthOf = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : (monthDays[m - 1] ?? 31));

export function addDays(date: string, days: number): string {
  let y = Number(date.slice(0, 4));
  let m = Number(date.slice(5, 7));
  let d = Number(date.slice(8, 10)) + days;
  const simple =
    ISO_DAY.test(date) && y >= 1001 && y <= 9998 && m <= 12 && Math.abs(days) <= 400 && days % 1 === 0;
  if (!simple) {
    const at = toUtc(date);
    at.setUTCDate(at.getUTCDate() + days);
    return fromUtc(at);
  }
  while (d > lengthOf(y, m)) {
    d -= lengthOf(y, m);
    if (++m > 12) [m, y] = [1, y + 1];
  }
  while (d < 1) {
    if (--m < 1) [m, y] = [12, y - 1];
    d += lengthOf(y, m);
  }
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** Days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Easter Sunday of `year` by the Gregorian computus (anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The bank holidays (closing days) of `year` that fall on weekdays or not, sorted, with names. */
export function bankHolidays(year: number): { date: string; name: string }[] {
  const easter = easterSunday(year);
  const fixed = (md: string) => `${year}-${md}`;
  return [
    { date: fixed("01-01"), name: "New Year's Day" },
    { date: addDays(easter, -3), name: "Maundy Thursday" },
    { date: addDays(easter, -2), name: "Good Friday" },
    { date: addDays(easter, 1), name: "Easter Monday" },
    { date: fixed("05-01"), name: "Labour Day" },
    { date: fixed("05-17"), name: "Constitution Day" },
    { date: addDays(easter, 39), name: "Ascension Day" },
    { date: addDays(easter, 50), name: "Whit Monday" },
    { date: fixed("12-24"), name: "Christmas Eve (bank closing day)" },
    { date: fixed("12-25"), name: "Christmas Day" },
    { date: fixed("12-26"), name: "Boxing Day" },
    { date: fixed("12-31"), name: "New Year's Eve (bank closing day)" },
  ].sort((x, y) => (x.date < y.date ? -1 : 1));
}

const holidayCache = new Map<number, Set<string>>();

export function isBankHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(bankHolidays(year).map((h) => h.date));
    holidayCache.set(year, set);
  }
  return set.has(date);
}

export function isWeekend(date: string): boolean {
  const day = toUtc(date).getUTCDay();
  return day === 0 || day === 6;
}

// Asked for every day a standing order passes; a date's answer never changes. Bounded so a long-lived
// sandbox that travels far does not grow it without end (cleared, not evicted: refilling is cheap).
const bankingDays = new Map<string, boolean>();

export function isBankingDay(date: string): boolean {
  let known = bankingDays.get(date);
  if (known === undefined) {
    known = !isWeekend(date) && !isBankHoliday(date);
    if (bankingDays.size >= 20_000) bankingDays.clear();
    bankingDays.set(date, known);
  }
  return known;
}

export type ExecutionRule = "following" | "preceeding";

/** `date` itself when it is a banking day, else the next (`following`) or previous (`preceeding`) one. */
export function adjustToBankingDay(date: string, rule: ExecutionRule): string {
  const step = rule === "following" ? 1 : -1;
  let d = date;
  while (!isBankingDay(d)) d = addDays(d, step);
  return d;
}
