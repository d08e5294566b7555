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

function scheduledDates(order: StandingOrder, from: string, last: string): string[] {
  const dates: string[] = [];
  const step = dayStep[order.frequency];
  if (step !== undefined) {
    const startMs = Date.parse(order.startDate);
    const skip = Math.max(0, Math.floor((Date.parse(from) - startMs) / 86_400_000 / step) - 1);
    for (let k = skip; ; k++) {
      const date = addDays(order.startDate, k * step);
      if (date > last) break;
      dates.push(date);
    }
    return dates;
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
    if (date > last) break;
    if (date < order.startDate) continue;
    if (order.frequency === "MonthlyVariable" && !order.monthsOfExecution?.includes(month)) continue;
    dates.push(date);
  }
  return dates;
}

/** The executions whose banking day lies in [from, until], in order. */
export function executionsBetween(order: StandingOrder, from: string, until: string): ScheduledExecution[] {
  const horizon = addDays(until, MAX_SHIFT);
  const last = order.endDate !== undefined && order.endDate < horizon ? order.endDate : horizon;
  const rule = order.executionRule ?? "following";
  const seen = new Set<string>();
  const out: ScheduledExecution[] = [];
  for (const scheduledDate of scheduledDates(order, addDays(from, -MAX_SHIFT), last)) {
    let date = adjustToBankingDay(scheduledDate, rule);
    if (date < order.startDate) date = adjustToBankingDay(scheduledDate, "following");
    if (date < from || date > until || seen.has(date)) continue;
    seen.add(date);
    out.push({ scheduledDate, date });
  }
  return out;
}

/** Whether no execution can fall after `today`: the end date has passed and its last run is behind. */
export function scheduleEnded(order: StandingOrder, today: string): boolean {
  if (order.endDate === undefined) return false;
  return executionsBetween(order, addDays(today, 1), addDays(order.endDate, MAX_SHIFT)).length === 0;
}
