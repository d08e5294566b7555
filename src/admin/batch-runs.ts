import type { Hono } from "hono";
import { applyRetention } from "../batch/retention.js";
import { runBatch } from "../batch/run.js";
import type { AppEnv } from "../http/env.js";

/** POST /__admin/batch-runs: one batch run now (sandbox clock), then `store.retention`; answers what moved. */
export function registerBatchRuns(app: Hono<AppEnv>): void {
  app.post("/batch-runs", async (c) => {
    const ctx = c.get("ctx");
    const now = ctx.clock.now();
    const result = runBatch(ctx, now);
    if (ctx.config.store.retention === undefined) return c.json(result);
    // Retention runs in slices after the run; other clients are served between them.
    return c.json({ ...result, retention: { removed: await applyRetention(ctx, now) } });
  });
}
