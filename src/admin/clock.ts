import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";
import { type ClockMove, moveClock } from "../batch/clock.js";
import { applyRetention } from "../batch/retention.js";
import type { SandboxContext } from "../context.js";
import { CLOCK_RANGE_TEXT, clockRangeProblem, isInClockRange } from "../domain/clock-range.js";
import { addDuration, parseDuration } from "../domain/duration.js";
import { apiError } from "../errors.js";

/** PUT /__admin/clock: exactly one of `now` (set, forwards or backwards) or `advance` (forwards). */
export const ClockMoveRequest = z
  .object({
    now: z.iso
      .datetime({ offset: true, error: 'now must be an ISO 8601 date-time, e.g. "2026-03-05T10:00:00Z"' })
      .refine((v) => isInClockRange(new Date(v)), {
        message: `now must lie in the sandbox clock's range, ${CLOCK_RANGE_TEXT}`,
      })
      .optional()
      .describe(`An ISO 8601 date-time within ${CLOCK_RANGE_TEXT}, e.g. 2026-03-05T10:00:00Z`),
    advance: z
      .string()
      .refine((v) => parseDuration(v) !== undefined, {
        message: 'advance must be a positive ISO 8601 duration, e.g. "P3D", "PT2H", "P1M"',
      })
      .optional()
      .describe(`An ISO 8601 duration that keeps the clock within ${CLOCK_RANGE_TEXT}, e.g. P3D`),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.now === undefined) === (body.advance === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["now"],
        message: "send exactly one of now (an ISO 8601 date-time) or advance (an ISO 8601 duration)",
      });
    }
  });
export type ClockMoveRequest = z.infer<typeof ClockMoveRequest>;

/** A forward move runs every batch run in between (about 9 000 runs): bound it. */
const MAX_FORWARD_MS = 5 * 366 * 86_400_000;

/**
 * A checked clock move (the API's and the dashboard's): throws FORMAT_ERROR outside the clock's range
 * (an `advance` that overflows included) and beyond 5 years forward.
 * The target is worked out when the move starts: after any move already under way, so two `advance`
 * moves sent at once add up, and an advance moves the clock by exactly the duration asked for.
 */
export function moveClockAsAsked(ctx: SandboxContext, body: ClockMoveRequest): Promise<ClockMove> {
  return moveClock(ctx, (now) => {
    const target =
      body.now !== undefined
        ? new Date(body.now)
        : addDuration(now, parseDuration(body.advance ?? "") ?? { years: 0, months: 0, ms: 0 });
    const field = body.now !== undefined ? "now" : "advance";
    const outside = clockRangeProblem(field, target);
    if (outside !== undefined) throw apiError("FORMAT_ERROR", outside, field);
    if (target.getTime() - now.getTime() > MAX_FORWARD_MS) {
      throw apiError(
        "FORMAT_ERROR",
        "the clock moves at most 5 years forward at a time (every batch run in between is run); move it in steps",
        field,
      );
    }
    return target;
  });
}

/**
 * A move as asked, then `store.retention` once at the new time when batch runs fell in the move
 * (retention belongs to the batch): in slices, so it is the one part of a move that other requests
 * may run beside. The answer says how many payments went, as a batch run's does.
 */
export async function moveClockAndRetain(
  ctx: SandboxContext,
  body: ClockMoveRequest,
): Promise<ClockMove & { retention?: { removed: number } }> {
  const move = await moveClockAsAsked(ctx, body);
  if (ctx.config.store.retention === undefined || move.batchRuns === 0) return move;
  return { ...move, retention: { removed: await applyRetention(ctx, ctx.clock.now()) } };
}

export const adminGetClock = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminGetClock",
    method: "get",
    path: "/__admin/clock",
    summary: "Read the bank's clock",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The clock.", body: a.ClockAnswer } };
    },
    handle: (c) => {
      const { clock, config } = c.get("ctx");
      return c.json({
        now: clock.now().toISOString(),
        offsetMs: clock.offsetMs(),
        timeZone: config.timeZone,
      });
    },
  }),
);

export const adminMoveClock = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminMoveClock",
    method: "put",
    path: "/__admin/clock",
    summary: "Set or advance the bank's clock",
    description:
      "Exactly one of now (set, forwards or backwards) or advance (an ISO 8601 duration, forwards). Going forward, every batch run in between happens first, in order.",
    body: ClockMoveRequest,
    responses: async () => {
      const a = await answers();
      return { 200: { description: "What moved.", body: a.ClockMoveAnswer } };
    },
    errors: ["FORMAT_ERROR"],
    handle: async (c) => {
      const ctx = c.get("ctx");
      const move = await moveClockAndRetain(ctx, c.req.valid("json"));
      return c.json({
        ...move,
        offsetMs: ctx.clock.offsetMs(),
        timeZone: ctx.config.timeZone,
        _links: { batchRuns: { href: `/__admin/batch-runs?after=${move.firstRun - 1}` } },
      });
    },
  }),
);
