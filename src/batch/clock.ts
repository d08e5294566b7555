import type { SandboxContext } from "../context.js";
import { batchInstants } from "./instants.js";
import { type BatchResult, runBatch } from "./run.js";

export interface ClockMove {
  from: string;
  now: string;
  /** The batch runs that happened in between, each at its own time. */
  batchRuns: number;
  moved: (BatchResult["moved"][number] & { ranAt: string })[];
  executions: (BatchResult["executions"][number] & { ranAt: string })[];
}

/**
 * Moves the sandbox clock to `to`. Forward, every batch run the bank would have made in between runs
 * first, in order, each at its own time; backwards, nothing runs. The new offset is stored in the
 * store's meta so moved time survives a restart. All synchronous: no request sees half a move.
 */
export function moveClock(ctx: SandboxContext, to: Date, from: Date = ctx.clock.now()): ClockMove {
  const startOffset = ctx.clock.offsetMs();
  const result: ClockMove = {
    from: from.toISOString(),
    now: to.toISOString(),
    batchRuns: 0,
    moved: [],
    executions: [],
  };
  if (to > from) {
    for (const at of batchInstants(from, to, ctx.config.batch.times, ctx.config.timeZone)) {
      // The clock shows each run's time while it runs, so a sweep that reads ctx.clock agrees with it.
      ctx.clock.set(at);
      const run = runBatch(ctx, at);
      result.batchRuns++;
      result.moved.push(...run.moved.map((m) => ({ ...m, ranAt: run.ranAt })));
      result.executions.push(...run.executions.map((e) => ({ ...e, ranAt: run.ranAt })));
    }
  }
  // The offset moves by exactly the distance asked for (P1D is 86 400 000 ms), however long the runs took.
  ctx.clock.advance(startOffset + (to.getTime() - from.getTime()) - ctx.clock.offsetMs());
  ctx.store.setMeta({ clockOffsetMs: ctx.clock.offsetMs() });
  return result;
}
