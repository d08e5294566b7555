import type { Hono } from "hono";
import { z } from "zod";
import { applyRetention } from "../batch/retention.js";
import { batchRunner } from "../batch/runner.js";
import type { AppEnv } from "../http/env.js";
import { parseWith } from "../http/validate.js";

/** GET /__admin/batch-runs: which runs to list. */
export const BatchRunsQuery = z
  .object({
    after: z.coerce
      .number({ error: "after must be a run number (0 or more), e.g. after=0 for the oldest kept" })
      .int()
      .min(0)
      .default(0)
      .describe("List the runs numbered above this one"),
    limit: z.coerce
      .number({ error: "limit must be a whole number from 1 to 1000" })
      .int()
      .min(1)
      .max(1000)
      .default(100)
      .describe("At most this many runs (1-1000)"),
  })
  .strict();
export type BatchRunsQuery = z.infer<typeof BatchRunsQuery>;

/**
 * POST /__admin/batch-runs: one batch run now (sandbox clock), then `store.retention`; answers what moved.
 * GET /__admin/batch-runs: the runs this sandbox made (by schedule, by POST, by clock moves), oldest
 * first, each with its moves and executions, a page at a time (`_links.next`).
 */
export function registerBatchRuns(app: Hono<AppEnv>): void {
  app.post("/batch-runs", async (c) => {
    const ctx = c.get("ctx");
    const { runId, ranAt, moved, executions } = await batchRunner(ctx).runBatch("control-api");
    const result = { runId, ranAt, moved, executions };
    if (ctx.config.store.retention === undefined) return c.json(result);
    // Retention runs in slices after the run; other clients are served between them.
    return c.json({ ...result, retention: { removed: await applyRetention(ctx, new Date(ranAt)) } });
  });
  app.get("/batch-runs", (c) => {
    const { after, limit } = parseWith(BatchRunsQuery, c.req.query());
    const { runs, more } = batchRunner(c.get("ctx")).log.list(after, limit);
    const last = runs.at(-1)?.run;
    return c.json({
      batchRuns: runs,
      _links:
        more && last !== undefined
          ? { next: { href: `/__admin/batch-runs?after=${last}&limit=${limit}` } }
          : {},
    });
  });
}
