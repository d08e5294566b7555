import { z } from "zod";
import { CLOCK_RANGE_TEXT, isInClockRange } from "../domain/clock-range.js";

// Apart from the report's schema (./schema.ts): the route checks its query at start, and the typed
// client names its path, while the report's own schema is built on the first report.

/** GET /__admin/report's query. */
export const ReportQuery = z
  .object({
    tpp: z
      .string()
      .min(1)
      .optional()
      .describe("The TPP's organisation id; may be left out when the request log holds one TPP only"),
    run: z.string().min(1).max(200).optional().describe("Only requests sent with this X-Sandbox-Run"),
    area: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+$/, "area is an outcome id or a dotted prefix of one, e.g. payments.sepa")
      .optional()
      .describe("Only the outcomes in this area (an id or a dotted prefix, e.g. payments.sepa)"),
    since: z.iso
      .datetime({ offset: true, error: 'since is an ISO 8601 date-time, e.g. "2026-03-05T10:00:00Z"' })
      .refine((v) => isInClockRange(new Date(v)), {
        message: `since must lie in the sandbox clock's range, ${CLOCK_RANGE_TEXT}`,
      })
      .optional()
      .describe("Sandbox time the window starts at; without since or run it starts at the last reset"),
  })
  .strict();
export type ReportQuery = z.infer<typeof ReportQuery>;

/** The report's method and path, declared once: the operation and the typed client both read them. */
export const reportCall = { method: "get", path: "/__admin/report" } as const;
