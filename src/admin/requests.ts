import { findRequest, listRequests } from "../request-log/read.js";
import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";
import { apiError } from "../errors.js";
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

/** The request log: what was sent, what was answered, and why a signature was refused. */
export const adminListRequests = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminListRequests",
    // The log's own routes: someone watching it would fill it.
    logged: false,
    method: "get",
    path: "/__admin/requests",
    summary: "The request log, newest first",
    description: "Every request to /v1, /sca and /__admin, with why it was refused (docs/observability.md).",
    query: JournalQuery,
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The requests that match.", body: a.JournalListAnswer } };
    },
    errors: ["FORMAT_ERROR"],
    handle: (c) => {
      const query = c.req.valid("query");
      const { requestLog } = c.get("ctx");
      const { since, ...rest } = query;
      const found = listRequests(requestLog, {
        ...rest,
        ...(since === undefined ? {} : { since: new Date(since) }),
      });
      return c.json({ size: requestLog.size, total: found.total, requests: found.entries });
    },
  }),
);

export const adminGetRequest = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminGetRequest",
    // The log's own routes: someone watching it would fill it.
    logged: false,
    method: "get",
    path: "/__admin/requests/{xRequestId}",
    summary: "One request of the request log, with its signature diagnosis",
    params: z.object({ xRequestId: z.string().describe("The request's X-Request-ID") }),
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The request.", body: a.JournalEntryAnswer } };
    },
    errors: ["RESOURCE_UNKNOWN"],
    handle: (c) => {
      const id = c.req.param("xRequestId");
      const entry = findRequest(c.get("ctx").requestLog, id);
      if (!entry) {
        throw apiError(
          "RESOURCE_UNKNOWN",
          `the request log holds no request with X-Request-ID ${id}: it keeps the last requestLog.size requests; list them with GET /__admin/requests`,
          "xRequestId",
        );
      }
      return c.json(entry);
    },
  }),
);

export const adminClearRequests = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminClearRequests",
    // The log's own routes: someone watching it would fill it.
    logged: false,
    method: "delete",
    path: "/__admin/requests",
    summary: "Empty the request log",
    responses: { 204: { description: "Emptied." } },
    handle: (c) => {
      c.get("ctx").requestLog.clear();
      return c.body(null, 204);
    },
  }),
);
