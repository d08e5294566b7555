import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";
import { applyRetention } from "../batch/retention.js";
import { batchRunner } from "../batch/runner.js";

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
export const adminRunBatch = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminRunBatch",
    method: "post",
    path: "/__admin/batch-runs",
    summary: "Run the batch now",
    description: "One of the bank's batch runs, now on the sandbox clock: due payments settle.",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "What moved.", body: a.BatchRunAnswer } };
    },
    handle: async (c) => {
      const ctx = c.get("ctx");
      const { runId, ranAt, moved, executions } = await batchRunner(ctx).runBatch("control-api");
      const result = { runId, ranAt, moved, executions };
      if (ctx.config.store.retention === undefined) return c.json(result);
      // Retention runs in slices after the run; other clients are served between them.
      return c.json({ ...result, retention: { removed: await applyRetention(ctx, new Date(ranAt)) } });
    },
  }),
);

export const adminListBatchRuns = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminListBatchRuns",
    method: "get",
    path: "/__admin/batch-runs",
    query: BatchRunsQuery,
    summary: "List the batch runs made so far",
    description:
      "Oldest first, each with who started it (schedule, control-api, clock-move), its moves and its executions; a page at a time (_links.next).",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "A page of runs.", body: a.BatchRunsAnswer } };
    },
    errors: ["FORMAT_ERROR"],
    handle: (c) => {
      const { after, limit } = c.req.valid("query");
      const { runs, more } = batchRunner(c.get("ctx")).log.list(after, limit);
      const last = runs.at(-1)?.run;
      return c.json({
        batchRuns: runs,
        _links:
          more && last !== undefined
            ? { next: { href: `/__admin/batch-runs?after=${last}&limit=${limit}` } }
            : {},
      });
    },
  }),
);
