import { type ExecutionRule, addDays, adjustToBankingDay, daysInMonth } from "./calendar.js";

/**
 * When a standing order executes (pure). The scheduled dates follow `frequency` from `startDate`
 * (up to `endDate`): day-based frequencies step from the start date itself; month-based ones fall on
 * `dayOfExecution` (default: the start date's day), the last day of a shorter month when it has no
 * such day. `executionRule` then moves a date on a weekend or bank holiday to the next banking day
 * (`following`, the default) or the previous one (`preceeding`, but never before the start date: then
 * the next one). Daily orders run once per banking day: days that move onto the same date collapse.
 */
export const frequencies = [
  "Daily",
  "Weekly",
  "EveryTwoWeeks",
  "Monthly",
  "EveryTwoMonths",
  "Quarterly",
  "SemiAnnual",
  "Annual",
  "MonthlyVariable",
] as const;
export type Frequency = (typeof frequencies)[number];

export interface StandingOrder {
  startDate: string;
  endDate?: string | undefined;
  frequency: Frequency;
  dayOfExecution?: string | undefined;
  monthsOfExecution?: readonly number[] | undefined;
  executionRule?: ExecutionRule | undefined;
}

export interface ScheduledExecution {
  /** The date the schedule names. */
  scheduledDate: string;
  /** The banking day it executes on. */
  date: string;
}

const dayStep: Partial<Record<Frequency, number>> = { Daily: 1, Weekly: 7, EveryTwoWeeks: 14 };
const monthStep: Partial<Record<Frequency, number>> = {
  Monthly: 1,
  EveryTwoMonths: 2,
  Quarterly: 3,
  SemiAnnual: 6,
  Annual: 12,
  MonthlyVariable: 1,
};

/** A banking day moves a scheduled date by at most this many days (Easter, Christmas with weekends). */
const MAX_SHIFT = 10;

/** The scheduled dates from about `from` up to `last`, in order (lazily: a caller may stop early). */
function* scheduledDates(order: StandingOrder, from: string, last: string): Generator<string> {
  const step = dayStep[order.frequency];
  if (step !== undefined) {
    const startMs = Date.parse(order.startDate);
    const skip = Math.max(0, Math.floor((Date.parse(from) - startMs) / 86_400_000 / step) - 1);
    // One jump to near `from`, then short steps (cheap, see addDays).
    for (let date = addDays(order.startDate, skip * step); date <= last; date = addDays(date, step)) {
      yield date;
    }
    return;
  }
  const months = monthStep[order.frequency] ?? 1;
  const anchor = Number(order.dayOfExecution ?? order.startDate.slice(8, 10));
  const startYear = Number(order.startDate.slice(0, 4));
  const startMonth = Number(order.startDate.slice(5, 7)) - 1;
  for (let i = 0; ; i += months) {
    const year = startYear + Math.floor((startMonth + i) / 12);
    const month = ((startMonth + i) % 12) + 1;
    const day = Math.min(anchor, daysInMonth(year, month));
    const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    if (date > last) return;
    if (date < order.startDate) continue;
    if (order.frequency === "MonthlyVariable" && !order.monthsOfExecution?.includes(month)) continue;
    yield date;
  }
}

/** The executions whose banking day lies in [from, until], in order (lazily). */
function* executions(order: StandingOrder, from: string, until: string): Generator<ScheduledExecution> {
  const horizon = addDays(until, MAX_SHIFT);
  const last = order.endDate !== undefined && order.endDate < horizon ? order.endDate : horizon;
  const rule = order.executionRule ?? "following";
  const seen = new Set<string>();
  for (const scheduledDate of scheduledDates(order, addDays(from, -MAX_SHIFT), last)) {
    let date = adjustToBankingDay(scheduledDate, rule);
    if (date < order.startDate) date = adjustToBankingDay(scheduledDate, "following");
    if (date < from || date > until || seen.has(date)) continue;
    seen.add(date);
    yield { scheduledDate, date };
  }
}

/** The executions whose banking day lies in [from, until], in order. */
export function executionsBetween(order: StandingOrder, from: string, until: string): ScheduledExecution[] {
  return [...executions(order, from, until)];
}

/** The longest gap between two executions: an annual order, or a variable one that skips 11 months. */
const LONGEST_GAP_DAYS = 366 + 2 * MAX_SHIFT;

/**
 * The first execution on or after `from`, if one follows within the longest gap a schedule can have;
 * undefined when the schedule has ended (or names no month at all). Executions come in date order,
 * so nothing is due before its date.
 */
export function nextExecution(order: StandingOrder, from: string): ScheduledExecution | undefined {
  for (const execution of executions(order, from, addDays(from, LONGEST_GAP_DAYS))) return execution;
  return undefined;
}

/** Whether no execution can fall after `today`: the end date has passed and its last run is behind. */
export function scheduleEnded(order: StandingOrder, today: string): boolean {
  // Any execution after today comes within the longest gap, so looking for the first one is enough.
  return order.endDate !== undefined && nextExecution(order, addDays(today, 1)) === undefined;
}
