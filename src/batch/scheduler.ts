import cron, { type ScheduledTask } from "node-cron";
import type { SandboxContext } from "../context.js";
import { applyRetention } from "./retention.js";
import { batchRunner } from "./runner.js";

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
 * Each tick makes one batch run through the sandbox's runner (in slices, never beside another run
 * or a clock move); a tick that finds one under way skips (it would find nothing left to do). Ticks follow the real wall clock: a sandbox clock moved by PUT /__admin/clock makes its
 * own runs for the time it skips. Standing order executions run inside each batch run.
 */
export function startBatchScheduler(ctx: SandboxContext): BatchScheduler {
  /** The retention sweep of the last run, which works in slices after it; stop() waits for it. */
  let retention: Promise<void> = Promise.resolve();
  const tasks: ScheduledTask[] = ctx.config.batch.times.map((time) =>
    cron.schedule(
      cronExpression(time),
      async () => {
        const runner = batchRunner(ctx);
        // A clock move under way makes the runs of the time it passes; a tick then has nothing to add.
        if (runner.busy) return;
        const result = await runner.runBatch("schedule");
        const now = new Date(result.ranAt);
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
      await batchRunner(ctx).idle();
      await retention;
    },
  };
}
