import type { SandboxConfig } from "../config/schema.js";
import { addDays } from "../domain/calendar.js";
import { bankDate } from "../context.js";
import {
  executionsBetween,
  nextExecution,
  type ScheduledExecution,
  type StandingOrder,
  scheduleEnded,
} from "../domain/schedule.js";
import { moved } from "../payments/lifecycle.js";
import { migrated, withExecution } from "../payments/executions.js";
import type { CauseDetails, PaymentOf, PeriodicExecution } from "../payments/model.js";
import type { Store } from "../store/store.js";
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
  store: Store,
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
  // The next execution is due from the day after the last one, or from the later of the start date
  // and the day the order was authorised.
  const from = () =>
    progress === undefined
      ? later(bankDate(config, new Date(payment.statusChangedAt)), order.startDate)
      : addDays(progress.lastDate, 1);
  for (let due = nextOf(order, from()); due !== undefined && due.date <= today; due = nextOf(order, from())) {
    const ledger = new PaymentLedger(store, config);
    const [transfer] = transfersOf(config, current, due.date);
    if (!transfer) break;
    const booking = ledger.book(current, transfer, due.date, now);
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
      executedAt: now.toISOString(),
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
  const next = current.transactionStatus === "ACTC" ? nextOf(order, from()) : undefined;
  return next === undefined ? { order: current } : { order: current, wakes: next.date };
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
  executions: ScheduledExecution[];
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
    upcoming.set(order, { from, until: from, executions: next ? [next] : [], asked: { from, next } });
    return next;
  }
  if (known.asked?.from === from) return known.asked.next;
  if (known.from <= from && from <= known.until) {
    const next = known.executions.find((e) => e.date >= from);
    if (next !== undefined) {
      known.asked = { from, next };
      return next;
    }
  }
  const until = addDays(from, STRETCH_DAYS);
  const executions = executionsBetween(order, from, until);
  // Nothing in the stretch (a monthly order's gap, an annual one): the next one, however far.
  const next = executions[0] ?? nextExecution(order, from);
  upcoming.set(order, { from, until, executions, asked: { from, next } });
  return next;
}

/** The later of two ISO dates. */
function later(a: string, b: string): string {
  return a < b ? b : a;
}
