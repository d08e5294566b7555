import cron, { type ScheduledTask } from "node-cron";
import type { SandboxContext } from "../context.js";
import { applyRetention } from "./retention.js";
import { runBatch } from "./run.js";

export interface BatchScheduler {
  /** Stops every task; resolves when none will fire again. Call before the store is closed. */
  stop(): Promise<void>;
}

/** "HH:MM" -> the cron expression of that minute every day. */
export function cronExpression(time: string): string {
  const [hour, minute] = time.split(":");
  return `${Number(minute)} ${Number(hour)} * * *`;
}

/**
 * The bank's daily batch runs: one cron task per `config.batch.times` entry in `config.timeZone`.
 * Each tick only calls `runBatch(ctx, ctx.clock.now())` — the step itself is synchronous, so runs
 * never interleave; `noOverlap` makes a tick that finds a run still going skip (it would find nothing
 * left to do). Ticks follow the real wall clock: a sandbox clock moved by PUT /__admin/clock makes its
 * own runs for the time it skips. Standing order executions run inside each batch run.
 */
export function startBatchScheduler(ctx: SandboxContext): BatchScheduler {
  /** The retention sweep of the last run, which works in slices after it; stop() waits for it. */
  let retention: Promise<void> = Promise.resolve();
  const tasks: ScheduledTask[] = ctx.config.batch.times.map((time) =>
    cron.schedule(
      cronExpression(time),
      () => {
        const now = ctx.clock.now();
        const result = runBatch(ctx, now);
        ctx.logger.info("batch run", {
          ranAt: result.ranAt,
          moved: result.moved.length,
          executions: result.executions.length,
        });
        retention = applyRetention(ctx, now).then(
          (removed) => {
            if (removed > 0) ctx.logger.info("retention removed old payments", { removed });
          },
          (error: unknown) => ctx.logger.error("retention failed", { error: String(error) }),
        );
      },
      { timezone: ctx.config.timeZone, noOverlap: true, name: `batch ${time}` },
    ),
  );
  return {
    async stop() {
      for (const task of tasks) {
        await task.stop();
        await task.destroy();
      }
      await retention;
    },
  };
}
