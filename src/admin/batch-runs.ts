import type { Hono } from "hono";
import { runBatch } from "../batch/run.js";
import type { AppEnv } from "../http/env.js";

/** POST /__admin/batch-runs: one batch run now (sandbox clock); answers what moved. */
export function registerBatchRuns(app: Hono<AppEnv>): void {
  app.post("/batch-runs", (c) => {
    const ctx = c.get("ctx");
    return c.json(runBatch(ctx, ctx.clock.now()));
  });
}
