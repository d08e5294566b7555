import { isBankingDay } from "../domain/calendar.js";
import { bankDate } from "../context.js";
import { moved } from "../payments/lifecycle.js";
import type { PaymentRecord } from "../payments/model.js";
import { settle } from "./settle.js";
import { type ExecutionReport, runStandingOrder } from "./standing-orders.js";
import { type Sweep, sweeps as defaultSweeps } from "./sweeps.js";
import type { BatchContext, Moved } from "./types.js";

export interface BatchResult {
  /** Named in the status history of every payment the run moved. */
  runId: string;
  ranAt: string;
  /** Status moves, one per payment that changed status. */
  moved: Moved[];
  /** Standing order executions made in this run. */
  executions: ExecutionReport[];
}

const byAge = (a: PaymentRecord, b: PaymentRecord) =>
  a.createdAt === b.createdAt ? (a.paymentId < b.paymentId ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

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
  // The batch serves every bank (tenancy per-tpp): one run is this step over each bank in turn.
  const banks = ctx.tenancy?.all() ?? [ctx.store];
  const result: BatchResult = {
    runId: `batch-${now.toISOString()}`,
    ranAt: now.toISOString(),
    moved: [],
    executions: [],
  };
  for (const store of banks) {
    const run = runBankBatch({ ...ctx, store }, now, sweeps);
    result.moved.push(...run.moved);
    result.executions.push(...run.executions);
  }
  return result;
}

function runBankBatch(ctx: BatchContext, now: Date, sweeps: readonly Sweep[]): BatchResult {
  const { store, config } = ctx;
  const today = bankDate(config, now);
  const moves: Moved[] = [];
  const executions: ExecutionReport[] = [];
  // From the run's time, not random: a run stays the same for the same store, config and time.
  const runId = `batch-${now.toISOString()}`;
  const details = { batchRunId: runId };
  for (const sweep of sweeps) moves.push(...sweep(ctx, now, details));
  const open = store
    .active("payments")
    .filter((p) => p.transactionStatus === "PDNG" || p.transactionStatus === "ACTC")
    .sort(byAge);
  const settles = !config.batch.bankingDaysOnly || isBankingDay(today);
  for (const payment of open) {
    if (payment.service === "periodic-payments") {
      runStandingOrder(store, config, payment, today, now, moves, executions, details);
      continue;
    }
    if (!settles || payment.executionDate > today) continue;
    const due = payment.transactionStatus === "PDNG" ? moved(payment, "due", now, {}, details) : payment;
    const final = settle(store, config, due, today, now, details);
    moves.push({
      paymentId: payment.paymentId,
      from: payment.transactionStatus,
      to: final.transactionStatus,
    });
  }
  return { runId, ranAt: now.toISOString(), moved: moves, executions };
}
