import { ClockMoveRequest, moveClockAndRetain } from "../clock.js";
import { defineOperation } from "../../http/operation.js";
import { csrf, htmlPage, ui } from "./operation-parts.js";
import type { Context } from "hono";
import { html } from "hono/html";
import { batchRunner } from "../../batch/runner.js";
import { ApiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { badge, localTime, type Markup, page } from "./layout.js";

interface Move {
  paymentId: string;
  from: string;
  to: string;
  ranAt?: string;
}

function movedTable(c: Context<AppEnv>, moved: readonly Move[]): Markup {
  const tz = c.get("ctx").config.timeZone;
  if (moved.length === 0) return html`<p class="muted">No payment changed status.</p>`;
  return html`<table><tr><th>Payment</th><th>From</th><th>To</th><th>Run at</th></tr>${moved.map(
    (m) =>
      html`<tr><td><a href="/__admin/ui/payments/${m.paymentId}"><code>${m.paymentId}</code></a></td><td>${badge(m.from)}</td><td>${badge(m.to)}</td><td>${m.ranAt ? localTime(m.ranAt, tz) : ""}</td></tr>`,
  )}</table>`;
}

/** A multi-year move can move thousands of payments; the page lists the first of them. */
const MAX_ROWS = 500;

const back = html`<p><a href="/__admin/">Back to the overview</a></p>`;

/** "Run batch now" and the clock controls; each answers with what moved. */
export const dashboardRunBatch = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardRunBatch",
    method: "post",
    path: "/__admin/ui/batch-runs",
    summary: "Dashboard: run the batch now",
    form: csrf,
    responses: { 200: htmlPage("What moved.") },
    handle: async (c) => {
      const ctx = c.get("ctx");
      const run = await batchRunner(ctx).runBatch("control-api");
      return page(
        c,
        "Batch run",
        html`<p class="notice">Batch run <code>${run.runId}</code> at ${localTime(run.ranAt, ctx.config.timeZone)}: ${run.moved.length} payments moved, ${run.executions.length} standing order executions.</p>
${movedTable(c, run.moved)}${back}`,
      );
    },
  }),
);

export const dashboardMoveClock = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardMoveClock",
    method: "post",
    path: "/__admin/ui/clock",
    summary: "Dashboard: advance or set the clock",
    form: csrf.extend(ClockMoveRequest.shape),
    responses: { 200: htmlPage("What moved."), 400: htmlPage("The clock did not move.") },
    handle: async (c) => {
      const { now, advance } = c.req.valid("form") ?? {};
      const ctx = c.get("ctx");
      const asked = Object.fromEntries(
        Object.entries({ now, advance }).filter(([, v]) => v !== undefined && v.trim() !== ""),
      );
      const parsed = ClockMoveRequest.safeParse(asked);
      if (!parsed.success) {
        const text = parsed.error.issues.map((i) => i.message).join("; ");
        return page(c, "The clock did not move", html`<p class="notice bad">${text}</p>${back}`, 400);
      }
      try {
        const move = await moveClockAndRetain(ctx, parsed.data);
        const tz = ctx.config.timeZone;
        // The move answers counts; its runs' moves are in the batch run log.
        const { runs } = batchRunner(ctx).log.list(move.firstRun - 1, move.batchRuns);
        const moves = runs.flatMap((r) => r.moved.map((m) => ({ ...m, ranAt: r.ranAt }))).slice(0, MAX_ROWS);
        return page(
          c,
          "Clock moved",
          html`<p class="notice">From ${localTime(move.from, tz)} to ${localTime(move.now, tz)}: ${move.batchRuns} batch runs in between, ${move.moved.total} payments moved, ${move.executions.total} standing order executions${move.retention ? `, ${move.retention.removed} old payments removed (store.retention)` : ""}.</p>
${movedTable(c, moves)}${back}`,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return page(
          c,
          "The clock did not move",
          html`<p class="notice bad">${error.message}</p>${back}`,
          400,
        );
      }
    },
  }),
);
