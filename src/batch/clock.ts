import type { SandboxContext } from "../context.js";
import type { TransactionStatus } from "../domain/transitions.js";
import { batchInstants } from "./instants.js";
import { batchSteps } from "./run.js";
import { batchRunner } from "./runner.js";

/** Counts by status: how many moved to each status, or how many executions ended in each. */
export type StatusCounts = Partial<Record<TransactionStatus, number>>;

/** What a clock move answers: counts only; each run's details are at GET /__admin/batch-runs. */
export interface ClockMove {
  from: string;
  now: string;
  /** The batch runs that happened in between, each at its own time. */
  batchRuns: number;
  /** The number the first of them has in GET /__admin/batch-runs. */
  firstRun: number;
  /** Payments whose status moved, by the status they moved to. */
  moved: { total: number; byStatus: StatusCounts };
  /** Standing order executions booked (ACSC) or refused (RJCT). */
  executions: { total: number; byStatus: StatusCounts };
}

/**
 * Moves the sandbox clock to `to`. Forward, every batch run the bank would have made in between runs
 * first, in order, each at its own time, in slices that let other requests in (the clock shows the
 * time of the last run meanwhile); backwards, nothing runs. The offset is saved in the store's meta at
 * each pause and at the end, so moved time survives a restart and agrees with what the runs did.
 * Waits for any batch run or move already under way.
 */
export function moveClock(ctx: SandboxContext, to: Date | ((now: Date) => Date)): Promise<ClockMove> {
  const saveClock = () => ctx.store.setMeta({ clockOffsetMs: ctx.clock.offsetMs() });
  return batchRunner(ctx).run(function* ({ banks, log }) {
    const from = ctx.clock.now();
    const target = typeof to === "function" ? to(from) : to;
    const startOffset = ctx.clock.offsetMs();
    const move: ClockMove = {
      from: from.toISOString(),
      now: target.toISOString(),
      batchRuns: 0,
      firstRun: log.nextRun(),
      moved: { total: 0, byStatus: {} },
      executions: { total: 0, byStatus: {} },
    };
    if (target > from) {
      for (const at of batchInstants(from, target, ctx.config.batch.times, ctx.config.timeZone)) {
        // The clock shows each run's time while it runs, so a sweep that reads ctx.clock agrees with it.
        ctx.clock.set(at);
        const run = log.add({ ...(yield* batchSteps(ctx, at, banks())), trigger: "clock-move" });
        move.batchRuns++;
        for (const m of run.moved) count(move.moved, m.to);
        for (const e of run.executions) count(move.executions, e.transactionStatus);
        yield;
      }
    }
    // The offset moves by exactly the distance asked for (P1D is one day to the millisecond), however
    // long the runs took.
    ctx.clock.advance(startOffset + (target.getTime() - from.getTime()) - ctx.clock.offsetMs());
    return move;
  }, saveClock);
}

function count(counts: { total: number; byStatus: StatusCounts }, status: TransactionStatus): void {
  counts.total++;
  counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
}
