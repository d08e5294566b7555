import { z } from "zod";
import type { OperationDoc } from "../http/operation-doc.js";

/** An operation as far as its request lines go: its method, its path and what its parameters take. */
export type RequestLineOf = Pick<OperationDoc, "method" | "path" | "params">;

/** The values a parameter takes when they are few (a declared enum); undefined when it takes any. */
function fewValues(schema: z.ZodType | undefined): string[] | undefined {
  if (!(schema instanceof z.ZodEnum)) return undefined;
  return schema.options.filter((value): value is string => typeof value === "string");
}

/**
 * How the operation's request lines (`METHOD /path`) start: its method and its path up to the first
 * parameter that takes any value, each value of one that takes a few spelled out (a payment's
 * service and product).
 */
export function requestLineStarts(op: RequestLineOf): string[] {
  let starts = [`${op.method.toUpperCase()} `];
  for (const piece of op.path.split(/(\{[^}]+\})/)) {
    if (!piece.startsWith("{")) {
      starts = starts.map((start) => start + piece);
      continue;
    }
    const values = fewValues(op.params?.shape[piece.slice(1, -1)]);
    if (values === undefined) return starts;
    starts = starts.flatMap((start) => values.map((value) => start + value));
  }
  return starts;
}

/** At most this many starts, and none: a packed record names its start in one byte. */
const MOST = 255;

/**
 * The starts of the remembered operations' request lines, longest first (so the longest that fits
 * is found first), then the empty one, which every line has.
 */
export function requestLineDictionary(operations: readonly RequestLineOf[]): readonly string[] {
  const starts = [...new Set(operations.flatMap(requestLineStarts))];
  return [...starts.sort((a, b) => b.length - a.length).slice(0, MOST), ""];
}
