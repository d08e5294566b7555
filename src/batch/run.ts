import type { BatchStep } from "../payments/batch/step.js";
import type { ExecutionReport } from "../payments/batch/standing-orders.js";
import type { BatchContext, Moved } from "../payments/batch/types.js";
import { BatchView } from "../payments/batch/view.js";
import type { Records } from "../store/store.js";

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
 * The steps of a run: those the interfaces declare (`batchSteps`), in the list's order, which the
 * store's model carries (src/collections.ts), so whatever holds a store finds them.
 */
export function stepsOf(store: Pick<Records, "model">): readonly BatchStep[] {
  return (store.model as { batchSteps?: readonly BatchStep[] }).batchSteps ?? [];
}

/**
 * One batch run at `now` (the bank's batch, five a day): a synchronous step over the store, the same
 * for the same store, config and `now`. The interfaces' steps in order (payment initiation's: the
 * SCA expiry sweep, then every open payment in order of creation). No await anywhere: nothing can
 * change a record between its read and its write.
 */
export function runBatch(
  ctx: BatchContext,
  now: Date,
  steps: readonly BatchStep[] = stepsOf(ctx.store),
): BatchResult {
  const banks = (ctx.tenancy?.all() ?? [ctx.store]).map((store) => ({ store, view: new BatchView(store) }));
  return runToEnd(batchSteps(ctx, now, banks, steps));
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
  store: Records;
  view: BatchView;
}

/**
 * `runBatch` in steps: it yields after each record a step handled (and between steps), so a caller
 * may let other requests in between (see `runner.ts`). The batch serves every bank (tenancy
 * per-tpp): one run is this step over each bank in turn.
 */
export function* batchSteps(
  ctx: BatchContext,
  now: Date,
  banks: readonly BankInRun[],
  steps: readonly BatchStep[] = stepsOf(ctx.store),
): Generator<void, BatchResult> {
  const result: BatchResult = {
    runId: `batch-${now.toISOString()}`,
    ranAt: now.toISOString(),
    moved: [],
    executions: [],
  };
  for (const { store, view } of banks) {
    const run = yield* bankSteps({ ...ctx, store }, now, view, steps);
    result.moved.push(...run.moved);
    result.executions.push(...run.executions);
  }
  return result;
}

function* bankSteps(
  ctx: BatchContext,
  now: Date,
  view: BatchView,
  steps: readonly BatchStep[],
): Generator<void, BatchResult> {
  const moves: Moved[] = [];
  const run = { executions: [] as ExecutionReport[] };
  // From the run's time, not random: a run stays the same for the same store, config and time.
  const runId = `batch-${now.toISOString()}`;
  const details = { batchRunId: runId };
  for (const [n, step] of steps.entries()) {
    if (n > 0) yield;
    moves.push(...(yield* step(ctx, now, view, details, run)));
  }
  return { runId, ranAt: now.toISOString(), moved: moves, executions: run.executions };
}
