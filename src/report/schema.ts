import { z } from "zod";

const Verdict = z.enum(["not-met", "handled", "mishandled"]);

const Evidence = z
  .object({
    seq: z.number().int().optional().describe("The request log's number of the request, while it holds it"),
    xRequestId: z.string().optional(),
    resource: z.string().optional().describe("The payment or authorisation whose history met it"),
    at: z.string().describe("Sandbox clock, ISO 8601"),
    note: z.string(),
  })
  .strict();

export const OutcomeReport = z
  .object({
    id: z.string().describe("Stable id; each dotted prefix is an area (payments.sepa)"),
    kind: z.enum(["answer", "error", "transition", "basket", "sca", "refusal", "fault", "scenario"]),
    sentence: z.string(),
    section: z.string().describe("Where the interface (or docs/) states it"),
    met: z.boolean(),
    verdict: Verdict.describe("not-met; handled: met and no check judging it failed; mishandled"),
    count: z.number().int(),
    firstAt: z.string().optional(),
    lastAt: z.string().optional(),
    evidence: z.array(Evidence).describe("Up to three requests or records that met it"),
    checks: z.array(z.string()).describe("The checks that judge how it was handled"),
  })
  .strict();
export type OutcomeReport = z.infer<typeof OutcomeReport>;

export const CheckReport = z
  .object({
    id: z.string(),
    sentence: z.string(),
    verdict: Verdict,
    judges: z.array(z.string()).describe("Outcome ids or areas whose handling it judges"),
    evidence: z.array(Evidence),
  })
  .strict();
export type CheckReport = z.infer<typeof CheckReport>;

/** GET /__admin/report: one TPP's readiness over one window (docs/readiness.md). */
export const ReadinessReport = z
  .object({
    tpp: z.string().describe("The TPP's organisation id"),
    window: z
      .object({
        from: z.enum(["start", "reset", "since", "run"]).describe("What opened the window"),
        run: z.string().optional().describe("X-Sandbox-Run of the requests counted"),
        area: z.string().optional().describe("The outcomes shown are this area's"),
        since: z.string().optional().describe("Sandbox time the window starts at"),
      })
      .strict(),
    requests: z.number().int().describe("The TPP's requests in the window"),
    forgottenRequests: z
      .number()
      .int()
      .describe("Of those, how many the request log no longer holds (counted, without evidence)"),
    summary: z
      .object({ outcomes: z.number().int(), met: z.number().int(), mishandled: z.number().int() })
      .strict(),
    areas: z
      .array(z.object({ area: z.string(), outcomes: z.number().int(), met: z.number().int() }).strict())
      .describe("Coverage by area (the first two parts of the ids)"),
    outcomes: z.array(OutcomeReport),
    checks: z.array(CheckReport),
  })
  .strict();
export type ReadinessReport = z.infer<typeof ReadinessReport>;

export { ReportQuery, reportCall } from "./query.js";
