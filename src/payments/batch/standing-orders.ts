import type { SandboxConfig } from "../../config/schema.js";
import { addDays } from "../../domain/calendar.js";
import { bankDate } from "../../context.js";
import {
  executionsBetween,
  nextExecution,
  type ScheduledExecution,
  type StandingOrder,
  scheduleEnded,
} from "../../domain/schedule.js";
import { moved } from "../lifecycle.js";
import { migrated, withExecution } from "../executions.js";
import type { CauseDetails, PaymentOf, PeriodicExecution } from "../model.js";
import type { Records } from "../../store/store.js";
import { PaymentLedger } from "./ledger.js";
import { transfersOf } from "./transfers.js";
import type { Moved } from "./types.js";

export interface ExecutionReport {
  paymentId: string;
  date: string;
  transactionStatus: PeriodicExecution["transactionStatus"];
}

/**
 * Runs a standing order's executions whose banking day has come (up to `today`), oldest first, each
 * in its own commit with the record of the execution and the order's progress (`payments/executions.ts`;
 * the order's own record changes only with its status). An order stays ACTC while it runs; a failed
 * execution (lack of funds, a blocked account) is recorded and does not end it. Executions are never
 * back-dated before the order was authorised. Once no execution can follow (past `endDate`) the order
 * moves to ACSC. Answers the order as it stored it last (the same record when nothing changed), and
 * the day it next has something to do, if it has one (`wakes`): a run before that day would find
 * nothing due.
 */
export function runStandingOrder(
  store: Records,
  config: SandboxConfig,
  payment: PaymentOf<"periodic-payments">,
  today: string,
  now: Date,
  moves: Moved[],
  reports: ExecutionReport[],
  details: CauseDetails = {},
): { order: PaymentOf<"periodic-payments">; wakes?: string } {
  const order: StandingOrder = payment.request;
  let current = payment;
  let progress = store.get("orderProgress", payment.paymentId);
  if (current.executions !== undefined) {
    const legacy = migrated(current, progress);
    store.commit(legacy.changes);
    current = legacy.order;
    progress = legacy.progress;
  }
  if (current.transactionStatus === "PDNG") {
    if (order.startDate > today) return { order: current, wakes: order.startDate };
    current = moved(current, "due", now, {}, details);
    store.put("payments", current);
  }
  if (current.transactionStatus !== "ACTC") return { order: current };
  // The first execution is due from the later of the start date and the day the order was
  // authorised; each next one from the day after the last.
  const next = () =>
    progress === undefined
      ? nextOf(order, later(bankDate(config, new Date(payment.statusChangedAt)), order.startDate))
      : nextAfter(order, progress.lastDate);
  let executedAt: string | undefined;
  for (let due = next(); due !== undefined && due.date <= today; due = next()) {
    const ledger = new PaymentLedger(store, config);
    const [transfer] = transfersOf(config, current, due.date);
    if (!transfer) break;
    const booking = ledger.book(current, transfer, due.date, now);
    executedAt ??= now.toISOString();
    const execution: PeriodicExecution = {
      scheduledDate: due.scheduledDate,
      date: due.date,
      amount: transfer.instructedAmount,
      transactionStatus: booking.ok ? "ACSC" : "RJCT",
      ...(booking.ok
        ? { transactionId: booking.transactionId }
        : {
            reason: booking.message.text ?? "rejected",
            ...(booking.fundsAvailable === false ? { fundsAvailable: false } : {}),
          }),
      executedAt,
    };
    const executed = withExecution(current, progress, execution);
    progress = executed.progress;
    store.commit([...ledger.changes, ...executed.changes]);
    reports.push({
      paymentId: current.paymentId,
      date: due.date,
      transactionStatus: execution.transactionStatus,
    });
  }
  if (scheduleEnded(order, today)) {
    const ended = moved(current, "schedule-ended", now, {}, details);
    store.put("payments", ended);
    current = ended;
  }
  if (current.transactionStatus !== payment.transactionStatus) {
    moves.push({
      paymentId: payment.paymentId,
      from: payment.transactionStatus,
      to: current.transactionStatus,
    });
  }
  const upcoming = current.transactionStatus === "ACTC" ? next() : undefined;
  return upcoming === undefined ? { order: current } : { order: current, wakes: upcoming.date };
}

/**
 * An order's executions over a stretch of days, found in one pass over its schedule and remembered
 * with the order's request (never changed in place): finding the next execution one at a time would
 * walk the schedule's days again for each, and a year's clock move asks for the next one after
 * every execution of every order.
 */
interface Upcoming {
  from: string;
  until: string;
  /** In date order (a schedule's banking days, each once). */
  executions: ScheduledExecution[];
  /** Where the last answer was found: the next question (a later day) looks on from there. */
  at: number;
  /** The last question and its answer: a run with nothing due asks the same again. */
  asked?: { from: string; next: ScheduledExecution | undefined };
}
const upcoming = new WeakMap<StandingOrder, Upcoming>();

/** How far ahead one pass looks: a daily order's next two months. */
const STRETCH_DAYS = 62;

/** The order's first execution on or after `from` (undefined: its schedule has ended). */
function nextOf(order: StandingOrder, from: string): ScheduledExecution | undefined {
  const known = upcoming.get(order);
  if (known === undefined) {
    // An order read once (not held between runs) is asked once: no stretch for it.
    const next = nextExecution(order, from);
    upcoming.set(order, { from, until: from, executions: next ? [next] : [], at: 0, asked: { from, next } });
    return next;
  }
  if (known.asked?.from === from) return known.asked.next;
  if (known.from <= from && from <= known.until) {
    const next = firstFrom(known, from, false);
    if (next !== undefined) {
      known.asked = { from, next };
      return next;
    }
  }
  const until = addDays(from, STRETCH_DAYS);
  const executions = executionsBetween(order, from, until);
  // Nothing in the stretch (a monthly order's gap, an annual one): the next one, however far.
  const next = executions[0] ?? nextExecution(order, from);
  upcoming.set(order, { from, until, executions, at: 0, asked: { from, next } });
  return next;
}

/**
 * The order's first execution after `day` (the day of its last one): found where the previous
 * answer was, without reckoning the day after (the question every execution of a clock move asks).
 */
function nextAfter(order: StandingOrder, day: string): ScheduledExecution | undefined {
  const known = upcoming.get(order);
  if (known !== undefined && known.from <= day && day < known.until) {
    const next = firstFrom(known, day, true);
    if (next !== undefined) return next;
  }
  return nextOf(order, addDays(day, 1));
}

/** The stretch's first execution on or after `day` (`after`: after it), looking on from the last answer. */
function firstFrom(known: Upcoming, day: string, after: boolean): ScheduledExecution | undefined {
  const { executions } = known;
  const passed = (date: string) => (after ? date <= day : date < day);
  let i = known.at;
  // A question about an earlier day than the last one's: from the start.
  if (i > 0 && !passed((executions[i - 1] as ScheduledExecution).date)) i = 0;
  while (i < executions.length && passed((executions[i] as ScheduledExecution).date)) i++;
  known.at = i;
  return executions[i];
}

/** The later of two ISO dates. */
function later(a: string, b: string): string {
  return a < b ? b : a;
}
