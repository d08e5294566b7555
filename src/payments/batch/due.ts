import { bankDate } from "../../context.js";
import { isBankingDay } from "../../domain/calendar.js";
import { moved } from "../lifecycle.js";
import { isStandingOrder } from "../products.js";
import { settle } from "./settle.js";
import { runStandingOrder } from "./standing-orders.js";
import type { BatchStep } from "./step.js";
import type { Moved } from "./types.js";
import { isOpen } from "./view.js";

/**
 * Every open payment in order of creation: PDNG ones whose execution date has come become due
 * (ACTC), due ACTC payments are settled (ACSP -> ACSC | PART | RJCT), and standing orders run the
 * executions whose banking day has come. Each payment is read at its step through the view (afresh
 * when anything but the batch wrote one since the view last looked) and changed in the same step.
 */
export const duePayments: BatchStep = function* (ctx, now, view, details, run) {
  const { store, config } = ctx;
  const today = bankDate(config, now);
  const moves: Moved[] = [];
  const settles = !config.batch.bankingDaysOnly || isBankingDay(today);
  for (const id of view.openPayments(today)) {
    if (view.asleep(id, today)) continue;
    const payment = view.payment(id);
    if (!isOpen(payment)) continue;
    if (isStandingOrder(payment)) {
      const step = runStandingOrder(store, config, payment, today, now, moves, run.executions, details);
      if (step.order !== payment) view.hold(step.order);
      if (step.wakes !== undefined) view.sleep(id, step.wakes);
      yield;
      continue;
    }
    if (!settles || payment.executionDate > today) continue;
    const due = payment.transactionStatus === "PDNG" ? moved(payment, "due", now, {}, details) : payment;
    const final = settle(store, config, due, today, now, details);
    view.hold(final);
    moves.push({
      paymentId: payment.paymentId,
      from: payment.transactionStatus,
      to: final.transactionStatus,
    });
    yield;
  }
  return moves;
};
