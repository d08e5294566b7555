import { isBankingDay } from "../domain/calendar.js";
import { bankDate } from "../context.js";
import { moved } from "../payments/lifecycle.js";
import { settle } from "./settle.js";
import { type ExecutionReport, runStandingOrder } from "./standing-orders.js";
import { type Sweep, sweeps as defaultSweeps } from "./sweeps.js";
import type { Store } from "../store/store.js";
import { isStandingOrder } from "../payments/products.js";
import type { BatchContext, Moved } from "./types.js";
import { BatchView, isOpen } from "./view.js";

export interface BatchResult {
  /** Named in the status history of every payment the run moved. */
  runId: string;
  ranAt: string;
  /** Status moves, one per payment that changed status. */
  moved: Moved[];
  /** Standing order executions made in this run. */
  executions: ExecutionReport[];
}

/**
 * One batch run at `now` (the bank's batch, five a day): a synchronous step over the store, the same
 * for the same store, config and `now`. Sweeps first (the SCA expiry hook); then every payment in
 * order of creation: PDNG ones whose execution date has come become due (ACTC), due ACTC payments
 * are settled (ACSP -> ACSC | PART | RJCT), and standing orders run the executions whose banking day
 * has come. No await anywhere: nothing can change a record between its read and its write.
 */
export function runBatch(
  ctx: BatchContext,
  now: Date,
  sweeps: readonly Sweep[] = defaultSweeps,
): BatchResult {
  const banks = (ctx.tenancy?.all() ?? [ctx.store]).map((store) => ({ store, view: new BatchView(store) }));
  return runToEnd(batchSteps(ctx, now, banks, sweeps));
}

/** Steps to the end without pausing. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A bank as a run sees it: its store, and what the run looks at in it. */
export interface BankInRun {
  store: Store;
  view: BatchView;
}

/**
 * `runBatch` in steps: it yields after each record a sweep handled and each payment, so a caller may let other
 * requests in between (see `runner.ts`). The batch serves every bank (tenancy per-tpp): one run is
 * this step over each bank in turn. Each payment is read at its step through the view (afresh when
 * anything but the batch wrote one since the view last looked) and changed in the same step, so what
 * happened in a pause is seen.
 */
export function* batchSteps(
  ctx: BatchContext,
  now: Date,
  banks: readonly BankInRun[],
  sweeps: readonly Sweep[] = defaultSweeps,
): Generator<void, BatchResult> {
  const result: BatchResult = {
    runId: `batch-${now.toISOString()}`,
    ranAt: now.toISOString(),
    moved: [],
    executions: [],
  };
  for (const { store, view } of banks) {
    const run = yield* bankSteps({ ...ctx, store }, now, view, sweeps);
    result.moved.push(...run.moved);
    result.executions.push(...run.executions);
  }
  return result;
}

function* bankSteps(
  ctx: BatchContext,
  now: Date,
  view: BatchView,
  sweeps: readonly Sweep[],
): Generator<void, BatchResult> {
  const { store, config } = ctx;
  const today = bankDate(config, now);
  const moves: Moved[] = [];
  const executions: ExecutionReport[] = [];
  // From the run's time, not random: a run stays the same for the same store, config and time.
  const runId = `batch-${now.toISOString()}`;
  const details = { batchRunId: runId };
  for (const sweep of sweeps) {
    moves.push(...(yield* sweep(ctx, now, view, details)));
    yield;
  }
  const settles = !config.batch.bankingDaysOnly || isBankingDay(today);
  for (const id of view.openPayments(today)) {
    if (view.asleep(id, today)) continue;
    const payment = view.payment(id);
    if (!isOpen(payment)) continue;
    if (isStandingOrder(payment)) {
      const step = runStandingOrder(store, config, payment, today, now, moves, executions, details);
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
  return { runId, ranAt: now.toISOString(), moved: moves, executions };
}
