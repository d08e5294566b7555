import type { SandboxConfig } from "../config/schema.js";
import { addDays } from "../domain/calendar.js";
import { bankDate } from "../context.js";
import {
  nextExecution,
  type ScheduledExecution,
  type StandingOrder,
  scheduleEnded,
} from "../domain/schedule.js";
import { moved } from "../payments/lifecycle.js";
import { migrated, withExecution } from "../payments/executions.js";
import type { CauseDetails, PaymentOf, PeriodicExecution } from "../payments/model.js";
import type { Store } from "../store/store.js";
import { Ledger } from "./ledger.js";
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
 * moves to ACSC. Answers the order as it stored it last (the same record when nothing changed).
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
): PaymentOf<"periodic-payments"> {
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
    if (order.startDate > today) return current;
    current = moved(current, "due", now, {}, details);
    store.put("payments", current);
  }
  if (current.transactionStatus !== "ACTC") return current;
  // The next execution is due from the day after the last one, or from the later of the start date
  // and the day the order was authorised.
  const from = () =>
    progress === undefined
      ? later(bankDate(config, new Date(payment.statusChangedAt)), order.startDate)
      : addDays(progress.lastDate, 1);
  for (
    let due = nextOf(progress ?? current, order, from);
    due !== undefined && due.date <= today;
    due = nextOf(progress ?? current, order, from)
  ) {
    const ledger = new Ledger(store, config);
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
  return current;
}

// Records are never changed in place, so an order's next execution can be remembered with the record
// it is reckoned from (its progress, or the order itself before its first execution): a batch run
// passes an order with nothing due in a map lookup (a year's clock move makes 1,825 runs over every
// open order), and the executions of a run are found one after the other.
const nextExecutions = new WeakMap<object, ScheduledExecution | null>();

function nextOf(record: object, order: StandingOrder, from: () => string): ScheduledExecution | undefined {
  let next = nextExecutions.get(record);
  if (next === undefined) {
    next = nextExecution(order, from()) ?? null;
    nextExecutions.set(record, next);
  }
  return next ?? undefined;
}

/** The later of two ISO dates. */
function later(a: string, b: string): string {
  return a < b ? b : a;
}
