import type { SandboxConfig } from "../config/schema.js";
import { addDays } from "../domain/calendar.js";
import { bankDate } from "../context.js";
import { executionsBetween, type StandingOrder, scheduleEnded } from "../domain/schedule.js";
import { moved } from "../payments/lifecycle.js";
import type { CauseDetails, PaymentRecord, PeriodicExecution } from "../payments/model.js";
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
  payment: PaymentRecord,
  today: string,
  now: Date,
  moves: Moved[],
  reports: ExecutionReport[],
  details: CauseDetails = {},
): void {
  const order = payment.request as unknown as StandingOrder;
  let current = payment;
  if (current.transactionStatus === "PDNG") {
    if (order.startDate > today) return;
    current = moved(current, "due", now, {}, details);
    store.put("payments", current);
  }
  if (current.transactionStatus !== "ACTC") return;
  const last = current.executions?.at(-1)?.date;
  const authorisedOn = bankDate(config, new Date(payment.statusChangedAt));
  const from = last !== undefined ? addDays(last, 1) : later(authorisedOn, order.startDate);
  for (const due of executionsBetween(order, from, today)) {
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

/** The later of two ISO dates. */
function later(a: string, b: string): string {
  return a < b ? b : a;
}
