import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, type ErrorCode, type Violation } from "../errors.js";
import type { AppEnv } from "./env.js";

/**
 * The one validation hook: zod issues become violations with the JSON path of the offending field
 * and a message that says what to send instead. Never zod's raw output. A refinement's message is
 * used as written, or — when it is a `requirement` (`./fields.ts`) — with the field's path in front.
 */

/** `payments[3].creditorAccount.bban` from zod's path array. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

function describe(issue: z.core.$ZodIssue, field: string): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${/^[aeiou]/.test(issue.expected) ? "an" : "a"} ${issue.expected}`;
    case "too_big":
      if (issue.origin === "string") return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === "array") return `${field} may hold at most ${issue.maximum} items`;
      return `${field} must be at most ${issue.maximum}`;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) === 1
          ? `${field} must not be empty`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === "array") return `${field} must hold at least ${issue.minimum} item(s)`;
      return `${field} must be at least ${issue.minimum}`;
    case "invalid_value":
      // A schema's own message (its `error`) says more than the list of values.
      return issue.message.startsWith("Invalid")
        ? `${field} must be one of ${issue.values.map(String).join(", ")}`
        : issue.message;
    case "unrecognized_keys":
      return `unknown field ${issue.keys.join(", ")}: check the spelling against the interface; unknown fields are rejected`;
    case "invalid_format":
      return issue.message.startsWith("Invalid")
        ? `${field} has the wrong format (${issue.format})`
        : issue.message;
    case "custom":
      return issue.params?.requirement === true ? `${field} ${issue.message}` : issue.message;
    default:
      return issue.message;
  }
}

/** Issues raised by our own refinements may carry a specific code (e.g. KID_INVALID) in `params`. */
function codeOf(issue: z.core.$ZodIssue): ErrorCode {
  if (issue.code === "custom" && typeof issue.params?.code === "string")
    return issue.params.code as ErrorCode;
  return "FORMAT_ERROR";
}

export function toViolations(issues: readonly z.core.$ZodIssue[], prefix = ""): Violation[] {
  const violations: Violation[] = [];
  for (const issue of issues) {
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const joined = jsonPath(path);
      const full = prefix && joined ? `${prefix}.${joined}` : prefix || joined;
      const base = jsonPath(issue.path);
      violations.push({
        code: codeOf(issue),
        path: full || "(body)",
        text: describe(issue, base || "the body"),
      });
    }
  }
  return violations;
}

/** The top-level code for a set of violations: their common code, else FORMAT_ERROR. */
export function summaryCode(violations: readonly Violation[]): ErrorCode {
  const codes = new Set(violations.map((v) => v.code ?? "FORMAT_ERROR"));
  const [only] = codes;
  return codes.size === 1 && only ? only : "FORMAT_ERROR";
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix = ""): z.infer<S> {
  // reportInput: `describe` tells "is required" from "must be a string" by the issue's input.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const violations = toViolations(result.error.issues, prefix);
  throw new ApiError(summaryCode(violations), violations);
}

/** A body's text parsed as JSON, or a 400 FORMAT_ERROR saying why it is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError("FORMAT_ERROR", [
      {
        path: "(body)",
        text: `the body is not valid JSON (${(error as Error).message}); send application/json`,
      },
    ]);
  }
}

const utf8 = new TextDecoder();

/** The request body parsed as JSON (from the bytes that were signed), or a 400 FORMAT_ERROR. */
export function jsonBody<E extends AppEnv>(c: Context<E>): unknown {
  const bytes = c.get("rawBody");
  const text = bytes && bytes.length > 0 ? utf8.decode(bytes) : "";
  if (text.trim() === "") {
    throw new ApiError("FORMAT_ERROR", [{ path: "(body)", text: "the request needs a JSON body" }]);
  }
  return parseJsonText(text);
}

/**
 * A rule over the raw body: checks that need more than the body (the clock, the data, fixes adopted).
 * Rules see the raw body, so they run even when the schema fails (`./inputs.ts`, `bodyRules`).
 */
export type BodyRule = (raw: unknown) => Violation[];

/** A field of a raw (unvalidated) object, when it is a string. */
export function rawString(raw: unknown, key: string): string | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const value = (raw as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}
