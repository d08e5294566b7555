import { z } from "zod";

/** The statuses a fault can answer with, each with the interface's error code for it. */
export const faultCodes = {
  500: "SYSTEM_ERROR",
  503: "SERVICE_UNAVAILABLE",
  429: "ACCESS_EXCEEDED",
} as const;
export type FaultStatus = keyof typeof faultCodes;

const statuses = Object.keys(faultCodes).map(Number) as FaultStatus[];

/**
 * One fault rule (PUT /__admin/faults): which requests it hits and what they get instead of the bank's
 * answer. `path` is a prefix (`/v1/payments`), or a pattern when it holds `*` (one path segment) or
 * `**` (anything), matched against the whole path.
 */
export const FaultRule = z
  .object({
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, "method is an HTTP method such as GET, POST, PUT or DELETE")
      .transform((m) => m.toUpperCase())
      .optional(),
    path: z
      .string()
      .regex(/^\/\S*$/, 'path starts with "/", e.g. "/v1/payments" or "/v1/*/sepa-credit-transfers/*/status"')
      .refine((p) => !p.startsWith("/__admin"), "the control API (/__admin) cannot be faulted"),
    status: z
      .number()
      .refine((s): s is FaultStatus => statuses.includes(s as FaultStatus), {
        message: `status is one of ${statuses.join(", ")}`,
      })
      .optional(),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    times: z.number().int().min(1).optional(),
    probability: z.number().min(0).max(1).optional(),
    /** Seconds for a Retry-After header on the faulted answer (429 and 503 usually carry one). */
    retryAfter: z.number().int().min(0).max(86_400).optional(),
  })
  .strict()
  .refine((rule) => rule.status !== undefined || rule.latencyMs !== undefined, {
    message: "a rule needs status (the answer instead of the bank's), latencyMs (a slow answer), or both",
    path: ["status"],
  });
export type FaultRule = z.infer<typeof FaultRule>;

export const FaultRulesRequest = z.object({ rules: z.array(FaultRule).max(100) }).strict();

/** A rule as GET lists it: its id, how often it has hit, and how many hits it has left. */
export type ActiveFault = FaultRule & { id: string; hits: number; remaining?: number };
