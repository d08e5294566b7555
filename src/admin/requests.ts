import { findRequest, listRequests } from "../request-log/read.js";
import type { Hono } from "hono";
import { z } from "zod";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { parseWith } from "../http/validate.js";
import { CLOCK_RANGE_TEXT, isInClockRange } from "../domain/clock-range.js";

/** GET /__admin/requests: filters of the request log, all optional. */
export const JournalQuery = z
  .object({
    tpp: z.string().min(1).optional().describe("A TPP's organisation id, or part of its name"),
    status: z
      .string()
      .regex(/^[1-5](\d\d|xx)$/i, "status is an HTTP status (401) or a class (4xx)")
      .optional()
      .describe("An HTTP status (401) or a class (4xx)"),
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, "method is an HTTP method, e.g. POST")
      .optional(),
    // A pattern, not `startsWith`: zod describes that with a JSON Schema format of its own
    // ("starts_with"), which OpenAPI validators warn is unknown.
    path: z
      .string()
      .regex(/^\//, "path is a path prefix starting with /, e.g. /v1/payments")
      .optional()
      .describe("Only requests whose path starts with it, e.g. /v1/payments"),
    since: z.iso
      .datetime({ offset: true, error: 'since is an ISO 8601 date-time, e.g. "2026-03-05T10:00:00Z"' })
      .refine((v) => isInClockRange(new Date(v)), {
        message: `since must lie in the sandbox clock's range, ${CLOCK_RANGE_TEXT}`,
      })
      .optional()
      .describe("Sandbox time: only requests at or after it"),
    limit: z.coerce
      .number({ error: "limit is a whole number from 1 to 1000" })
      .int("limit is a whole number from 1 to 1000")
      .min(1, "limit is a whole number from 1 to 1000")
      .max(1000, "limit is a whole number from 1 to 1000")
      .default(100),
  })
  .strict();
export type JournalQuery = z.infer<typeof JournalQuery>;

/** The request log (the request journal of the docs and the dashboard): what was sent, what was answered, and why a signature was refused. */
export function registerRequests(app: Hono<AppEnv>): void {
  app.get("/requests", (c) => {
    const query = parseWith(JournalQuery, c.req.query());
    const { requestLog } = c.get("ctx");
    const { since, ...rest } = query;
    const found = listRequests(requestLog, {
      ...rest,
      ...(since === undefined ? {} : { since: new Date(since) }),
    });
    return c.json({ size: requestLog.size, total: found.total, requests: found.entries });
  });
  app.get("/requests/:xRequestId", (c) => {
    const id = c.req.param("xRequestId");
    const entry = findRequest(c.get("ctx").requestLog, id);
    if (!entry) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `the journal holds no request with X-Request-ID ${id}: it keeps the last journal.size requests; list them with GET /__admin/requests`,
        "xRequestId",
      );
    }
    return c.json(entry);
  });
  app.delete("/requests", (c) => {
    c.get("ctx").requestLog.clear();
    return c.body(null, 204);
  });
}
