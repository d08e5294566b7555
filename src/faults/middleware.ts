import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors.js";
import type { FrameEnv } from "../http/env.js";
import { noteForLog } from "../http/log-notes.js";
import type { ActiveFaultRule } from "../context.js";
import { type FaultStatus, faultCodes } from "./schema.js";

export const FAULT_HEADER = "X-Sandbox-Fault";

const texts: Record<FaultStatus, string> = {
  500: "the bank failed to handle this request (a fault injected by PUT /__admin/faults); nothing was changed",
  503: "the bank is not available (a fault injected by PUT /__admin/faults); nothing was changed, try again later",
  429: "too many requests (a fault injected by PUT /__admin/faults); nothing was changed, try again later",
};

/**
 * Fault injection (docs/faults.md): a request a rule hits waits `latencyMs`, then either goes on to the
 * bank as usual (a latency-only rule) or gets the rule's error answer and nothing else: no handler,
 * no signature check, no state change. Every answer a rule touched says so in X-Sandbox-Fault.
 * Runs before everything but the pipeline's frame and the request id's checks; the control API is
 * never faulted.
 */
export const injectFaults = createMiddleware<FrameEnv>(function injectFaults(c, next) {
  if (c.req.path.startsWith("/__admin")) return next();
  const hit = c.get("ctx").faults.match(c.req.method, c.req.path);
  if (!hit) return next();
  return faulted(c, next, hit.rule);
});

/** A request a rule hit: its wait, then the bank as usual (latency only) or the rule's error answer. */
async function faulted(c: Context<FrameEnv>, next: Next, rule: ActiveFaultRule): Promise<void> {
  if (rule.latencyMs) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
  const described = `${rule.id}; ${rule.status !== undefined ? `status=${rule.status}` : "passed"}${rule.latencyMs ? `; latency=${rule.latencyMs}` : ""}`;
  c.get("ctx").logger.info("fault injected", { requestId: c.get("requestId"), fault: described });
  noteForLog(c, `fault injected: ${described}`);
  if (rule.status === undefined) {
    await next();
    c.header(FAULT_HEADER, described);
    return;
  }
  c.header(FAULT_HEADER, described);
  if (rule.retryAfter !== undefined) {
    c.header("Retry-After", String(rule.retryAfter));
    // The readiness report reads how long the TPP was asked to wait from the log.
    noteForLog(c, `fault retry-after: ${rule.retryAfter}`);
  }
  const status = rule.status as FaultStatus;
  throw new ApiError(faultCodes[status], texts[status]);
}
