import { createMiddleware } from "hono/factory";
import type { SandboxContext } from "./context.js";
import { onError } from "./http/error-handlers.js";
import { recordAnswers } from "./http/answers.js";
import type { FrameEnv } from "./http/env.js";
import { readRequestId } from "./http/request-id.js";
import type { ReplayEnv } from "./idempotency/middleware.js";
import { isLogged, logAccess, logRequest } from "./request-log/record.js";

/**
 * The outermost stage of every request, and the one that sees its whole life: it gives the request
 * its context, reads its X-Request-ID once, and keeps every answer as it is built (`c.var.answer`).
 * Once the answer is there it, in this order: settles the X-Request-ID memory a bank request opened
 * (`c.var.replay`: the handler's changes and the remembered answer, one commit), waits until the
 * store has made them durable (no answer leaves before), then writes the access line and the request
 * log's entry, with the whole time taken and the final answer, errors included.
 */
export function frame(ctx: SandboxContext) {
  return createMiddleware<FrameEnv & ReplayEnv>(async function frame(c, next) {
    c.set("ctx", ctx);
    recordAnswers(c);
    readRequestId(c);
    const started = performance.now();
    // The arrival on the sandbox clock; whether the request log keeps it is known once it is matched.
    const at = ctx.requestLog.size > 0 ? ctx.clock.now().getTime() : 0;
    let answered = false;
    try {
      await next();
      answered = true;
    } finally {
      const settling = c.get("replay")?.settle(answered);
      if (settling !== undefined) await settling;
    }
    try {
      // Concurrent requests share one write of the store's journal (group commit): one fsync per batch.
      await c.get("ctx").store.sync();
    } catch (error) {
      c.error = error as Error;
      c.res = onError(c.error, c);
    }
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    logAccess(c, durationMs);
    if (isLogged(c)) {
      const logging = logRequest(c, at, durationMs);
      if (logging !== undefined) await logging;
    }
  });
}
