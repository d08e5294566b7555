import { z } from "zod";
import { FaultRule } from "../faults/schema.js";
import { transactionStatuses } from "../domain/transitions.js";

/** What the control API answers, so the OpenAPI document and the tests hold it to one shape. */

const Status = z.enum(transactionStatuses);

export const HealthAnswer = z
  .object({
    status: z
      .enum(["UP", "DEGRADED"])
      .describe("DEGRADED: answering and journaling, but the data file is not updated"),
    now: z.string(),
    customers: z.number().int(),
    banks: z.number().int().optional().describe("With tenancy: how many TPP banks exist (docs/tenancy.md)"),
    tppBanks: z
      .array(
        z
          .object({
            bankId: z.string().describe("The organisation id of the TPP whose bank it is"),
            seededAt: z.string().optional().describe("When it was seeded, on the sandbox clock"),
            customers: z.number().int(),
            payments: z.number().int(),
          })
          .strict(),
      )
      .optional()
      .describe("Tenancy per-tpp: each TPP's bank, in the order they were made (none with shared)"),
    store: z.looseObject({ status: z.string() }).describe("The store's health (docs/store.md)"),
  })
  .strict();

export const ClockAnswer = z
  .object({
    now: z.string().describe("The bank's clock, ISO 8601"),
    offsetMs: z.number().describe("How far the clock is from real time"),
    timeZone: z.string(),
  })
  .strict();

const MovedPayment = z.object({ paymentId: z.string(), from: Status, to: Status }).strict();
const Execution = z
  .object({ paymentId: z.string(), date: z.string(), transactionStatus: z.enum(["ACSC", "RJCT"]) })
  .strict();

/** POST /__admin/batch-runs: one run and what it moved. */
export const BatchRunAnswer = z
  .object({
    runId: z.string().describe("Names the run in payments' status histories"),
    ranAt: z.string(),
    moved: z.array(MovedPayment),
    executions: z.array(Execution),
    retention: z
      .object({ removed: z.number().int() })
      .strict()
      .optional()
      .describe("With store.retention: how many final payments this run removed"),
  })
  .strict();

/** The request log (docs/observability.md): its schemas live with it. */
export {
  RequestLogEntry as JournalEntryAnswer,
  RequestLogList as JournalListAnswer,
} from "../request-log/schema.js";
/** GET /__admin/payments/{id} and /__admin/baskets/{id}: the record with its history (docs/observability.md). */
export { BasketView as BasketViewAnswer, PaymentView as PaymentViewAnswer } from "./views.js";

const StatusCounts = z
  .object({ total: z.number().int(), byStatus: z.record(z.string(), z.number().int()) })
  .strict();

/** GET /__admin/batch-runs: a page of the batch run log (src/batch/log.ts). */
export const BatchRunsAnswer = z
  .object({
    batchRuns: z.array(z.looseObject({ run: z.number().int(), ranAt: z.string(), trigger: z.string() })),
    _links: z.object({ next: z.object({ href: z.string() }).strict().optional() }).strict(),
  })
  .strict();

/** PUT /__admin/clock: the move, counted; each run it made is listed by GET /__admin/batch-runs. */
export const ClockMoveAnswer = z
  .object({
    from: z.string(),
    now: z.string(),
    batchRuns: z.number().int(),
    firstRun: z.number().int().describe("The number of the move's first run in GET /__admin/batch-runs"),
    moved: StatusCounts.describe("Payments whose status moved, by the status they moved to"),
    executions: StatusCounts.describe("Standing order executions, by their status (ACSC, RJCT)"),
    retention: z
      .object({ removed: z.number().int() })
      .strict()
      .optional()
      .describe("With store.retention, when batch runs fell in the move: how many final payments went"),
    offsetMs: z.number(),
    timeZone: z.string(),
    _links: z.object({ batchRuns: z.object({ href: z.string() }).strict() }).strict(),
  })
  .strict();

/** GET /__admin/tpps: the TPPs seen, oldest first (src/trust/model.ts). */
export const TppListAnswer = z
  .object({
    tpps: z.array(
      z
        .object({
          organisationId: z.string(),
          name: z.string().optional(),
          roles: z.array(z.string()),
          keyFingerprint: z.string().describe("SHA-256 of the public key, hex: what trust mode pinned binds"),
          firstSeen: z.string(),
          lastSeen: z.string(),
        })
        .strict(),
    ),
  })
  .strict();

/** GET and PUT /__admin/faults: the rules, each with its id, its hits and what is left of `times`. */
export const FaultRulesAnswer = z
  .object({
    rules: z.array(
      FaultRule.safeExtend({
        id: z.string(),
        hits: z.number().int(),
        remaining: z.number().int().optional(),
      }),
    ),
  })
  .strict();
