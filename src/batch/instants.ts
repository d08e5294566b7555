import { addDays } from "../domain/calendar.js";
import { dateIn } from "../domain/dates.js";

// Building a formatter costs far more than using one, and a year's clock move asks for 3,650 offsets.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Offset of `timeZone` from UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant of local `time` ("HH:MM") on `date` in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

/**
 * The batch run instants after `from` and up to `to` (inclusive), oldest first: each local time of
 * `times` on each bank date in between.
 */
export function batchInstants(from: Date, to: Date, times: readonly string[], timeZone: string): Date[] {
  const out: Date[] = [];
  const sorted = [...times].sort();
  const last = dateIn(to, timeZone);
  for (let date = dateIn(from, timeZone); date <= last; date = addDays(date, 1)) {
    for (const time of sorted) {
      const at = zonedInstant(date, time, timeZone);
      if (at > from.getTime() && at <= to.getTime()) out.push(new Date(at));
    }
  }
  return out;
}
