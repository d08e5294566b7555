import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type Violation } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { jsonBody, jsonPath, summaryCode, toViolations } from "../http/validate.js";

/**
 * The sandbox's validation hook, over the shared one (`src/http/validate.ts`): our own checks say
 * "must ...", and here get the field's path in front. `rules` adds checks that need more than the
 * body (the clock, the fixes a caller adopted); they see the raw body, so they run even when the
 * schema fails, and every violation comes back in one answer.
 */
export function sandboxBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  rules?: (raw: unknown) => Violation[],
): z.infer<S> {
  const raw = jsonBody(c);
  // reportInput: the shared hook tells "is required" from "must be a string" by the issue's input.
  const result = schema.safeParse(raw, { reportInput: true });
  const violations = result.success ? [] : toViolations(result.error.issues.map(named));
  if (rules) violations.push(...rules(raw));
  if (violations.length > 0 || !result.success) throw new ApiError(summaryCode(violations), violations);
  return result.data;
}

function named(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== "custom" || !issue.message.startsWith("must ")) return issue;
  const field = jsonPath(issue.path) || "the body";
  return { ...issue, message: `${field} ${issue.message}` };
}

/** A field of a raw (unvalidated) object, when it is a string. */
export function rawString(raw: unknown, key: string): string | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}
