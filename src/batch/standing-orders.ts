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
import type { CauseDetails, PaymentOf, PaymentRecord, PeriodicExecution } from "../payments/model.js";
import type { Store } from "../store/store.js";
import { Ledger } from "./ledger.js";
import { transfersOf } from "./transfers.js";
import type { Moved } from "./types.js";
import { change } from "../store/change.js";

export interface ExecutionReport {
  paymentId: string;
  date: string;
  transactionStatus: PeriodicExecution["transactionStatus"];
}

/**
 * Runs a standing order's executions whose banking day has come (up to `today`), oldest first, each
 * in its own commit with the record of the execution. An order stays ACTC while it runs; a failed
 * execution (lack of funds, a blocked account) is recorded and does not end it. Executions are never
 * back-dated before the order was authorised. Once no execution can follow (past `endDate`) the order
 * moves to ACSC.
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
): void {
  const order: StandingOrder = payment.request;
  let current = payment;
  if (current.transactionStatus === "PDNG") {
    if (order.startDate > today) return;
    current = moved(current, "due", now, {}, details);
    store.put("payments", current);
  }
  if (current.transactionStatus !== "ACTC") return;
  // The next execution is due from the day after the last one, or from the later of the start date
  // and the day the order was authorised.
  const from = (record: PaymentRecord) => {
    const last = record.executions?.at(-1)?.date;
    if (last !== undefined) return addDays(last, 1);
    return later(bankDate(config, new Date(payment.statusChangedAt)), order.startDate);
  };
  for (
    let due = nextOf(current, order, from);
    due !== undefined && due.date <= today;
    due = nextOf(current, order, from)
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
    current = { ...current, executions: [...(current.executions ?? []), execution] };
    store.commit([...ledger.changes, change.put("payments", current)]);
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
}

// Records are never changed in place, so a record's next execution can be remembered with it: a
// batch run passes an order with nothing due in a map lookup (a year's clock move makes 1,825 runs
// over every open order), and the executions of a run are found one after the other.
const nextExecutions = new WeakMap<PaymentRecord, ScheduledExecution | null>();

function nextOf(
  payment: PaymentRecord,
  order: StandingOrder,
  from: (payment: PaymentRecord) => string,
): ScheduledExecution | undefined {
  let next = nextExecutions.get(payment);
  if (next === undefined) {
    next = nextExecution(order, from(payment)) ?? null;
    nextExecutions.set(payment, next);
  }
  return next ?? undefined;
}

/** The later of two ISO dates. */
function later(a: string, b: string): string {
  return a < b ? b : a;
}
