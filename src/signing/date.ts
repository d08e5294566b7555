/**
 * How fresh a signed request must be. The signature covers neither the method nor the path, so a
 * captured request could be sent again as another operation once the bank forgets its X-Request-ID;
 * a signed `Date` bounds how long a captured request is worth anything, and these rules keep that
 * shorter than the X-Request-ID memory:
 *
 * - `Date` is the TPP's real time, so it is compared with real time (the sandbox clock less its
 *   offset), never with the movable bank clock;
 * - at most `skewMs` ahead, and at most the window less that skew old: a request accepted at the
 *   edge of the skew is still remembered until it is too old;
 * - not before the bank clock last finished a move: a move forward can make ids be forgotten at once
 *   (the memory counts bank time), so what was signed before it is refused after it.
 */
export const DATE_HEADER = "Date";

export interface Freshness {
  /** Real time now, epoch ms. */
  realNow: number;
  /** How long the bank remembers an X-Request-ID. */
  windowMs: number;
  /** How far ahead of real time a TPP's clock may run. */
  skewMs: number;
  /** Real time the bank clock last finished a move, epoch ms, if it ever moved. */
  movedAt?: number | undefined;
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const month = MONTHS.join("|");
const time = "(\\d{2}):(\\d{2}):(\\d{2})";

/** The three forms of RFC 9110 5.6.7, each as day name, day, month, year, hour, minute, second. */
const FORMS: { pattern: RegExp; order: number[]; days: string[] }[] = [
  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
  {
    pattern: new RegExp(`^(${DAYS.join("|")}), (\\d{2}) (${month}) (\\d{4}) ${time} GMT$`),
    order: [1, 2, 3, 4, 5, 6, 7],
    days: DAYS,
  },
  // rfc850-date (obsolete): Sunday, 06-Nov-94 08:49:37 GMT
  {
    pattern: new RegExp(`^(${LONG_DAYS.join("|")}), (\\d{2})-(${month})-(\\d{2}) ${time} GMT$`),
    order: [1, 2, 3, 4, 5, 6, 7],
    days: LONG_DAYS,
  },
  // asctime-date (obsolete): Sun Nov  6 08:49:37 1994
  {
    pattern: new RegExp(`^(${DAYS.join("|")}) (${month}) ([ \\d]\\d) ${time} (\\d{4})$`),
    order: [1, 3, 2, 7, 4, 5, 6],
    days: DAYS,
  },
];

/**
 * A two-digit rfc850 year: RFC 9110 5.6.7 reads one that would be more than 50 years ahead as the
 * most recent past year with those digits.
 */
function fullYear(two: number, realNow: number): number {
  const now = new Date(realNow).getUTCFullYear();
  const year = Math.floor(now / 100) * 100 + two;
  return year > now + 50 ? year - 100 : year;
}

/**
 * An HTTP-date in any of the three forms recipients must accept (RFC 9110 5.6.7): IMF-fixdate, as
 * `Date.toUTCString()` writes it, and the obsolete rfc850 and asctime forms. The day name must be
 * that date's: a value naming no real instant is not a date.
 */
export function parseHttpDate(value: string, realNow = Date.now()): number | undefined {
  for (const { pattern, order, days } of FORMS) {
    const match = pattern.exec(value);
    if (!match) continue;
    const [dayName, day, mon, year, h, m, s] = order.map((i) => match[i] as string);
    const y = (year as string).length === 2 ? fullYear(Number(year), realNow) : Number(year);
    const ms = Date.UTC(y, MONTHS.indexOf(mon as string), Number(day), Number(h), Number(m), Number(s));
    const date = new Date(ms);
    const exact =
      date.getUTCFullYear() === y &&
      date.getUTCDate() === Number(day) &&
      date.getUTCHours() === Number(h) &&
      date.getUTCMinutes() === Number(m) &&
      date.getUTCSeconds() === Number(s) &&
      days[date.getUTCDay()] === dayName;
    return exact ? ms : undefined;
  }
  return undefined;
}

/** What is wrong with the Date of a signed request, or undefined when it is fresh (or absent). */
export function dateProblem(value: string | null, rules: Freshness): string | undefined {
  if (value === null) return undefined;
  const at = parseHttpDate(value.trim(), rules.realNow);
  if (at === undefined) {
    return `Date "${value.slice(0, 64)}" is not an HTTP-date (RFC 9110 5.6.7); send the time of signing as new Date().toUTCString() writes it, e.g. "${new Date(rules.realNow).toUTCString()}"`;
  }
  const resign = "sign each request when it is sent (a retry may reuse its X-Request-ID, with a new Date)";
  if (at > rules.realNow + rules.skewMs) {
    return `Date ${value} is more than ${span(rules.skewMs)} ahead of real time (${iso(rules.realNow)}); ${resign}`;
  }
  const oldest = rules.realNow - (rules.windowMs - rules.skewMs);
  if (at < oldest) {
    return `Date ${value} is older than ${span(rules.windowMs - rules.skewMs)} (real time ${iso(rules.realNow)}): a signed request is accepted only while the bank remembers its X-Request-ID; ${resign}`;
  }
  // Date has whole seconds: a request dated in the second the move ended is let through.
  if (rules.movedAt !== undefined && at < Math.floor(rules.movedAt / 1000) * 1000) {
    return `Date ${value} is before the bank clock was last moved (at ${iso(rules.movedAt)} real time), which may have made the bank forget its X-Request-ID; ${resign}`;
  }
  return undefined;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** 5 minutes, 24 hours, 23 h 55 min. */
function span(ms: number): string {
  const total = Math.round(ms / 60_000);
  const [h, m] = [Math.floor(total / 60), total % 60];
  if (h === 0) return `${m} minutes`;
  return m === 0 ? `${h} hours` : `${h} h ${m} min`;
}
