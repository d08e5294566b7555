import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { FrameEnv } from "./env.js";

/** What is wrong with a request target's percent-encoding: which part, and the piece at fault. */
export interface BadEscape {
  part: "path" | "query";
  /** The path segment or the query's `name=value` pair as sent. */
  piece: string;
  /** The query parameter's name, when it can be read. */
  parameter?: string;
}

/**
 * `text` decoded, or undefined when its percent-encoding is broken. The decoded value is returned and
 * used, never only called for its throw: a bundler or minifier may drop a call whose result is
 * unused as free of side effects, and with it the check.
 */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The first piece of `target` (path and query as sent) whose percent-encoding is not `%XX` with hex
 * digits or does not decode to UTF-8 text; undefined when every piece reads.
 */
export function badEscape(target: string): BadEscape | undefined {
  // Only a `%` can start an escape that does not decode: a target without one reads as it is.
  if (!target.includes("%")) return undefined;
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? "" : target.slice(mark + 1);
  for (const segment of path.split("/")) {
    if (decoded(segment) === undefined) return { part: "path", piece: segment };
  }
  for (const pair of query.split("&")) {
    if (decoded(pair) !== undefined) continue;
    const parameter = decoded(pair.split("=")[0] ?? "");
    return { part: "query", piece: pair, ...(parameter !== undefined ? { parameter } : {}) };
  }
  return undefined;
}

function shown(piece: string): string {
  return piece.length <= 80 ? piece : `${piece.slice(0, 77)}...`;
}

/**
 * Refuses (throws) a request whose path or query holds a broken percent-encoding (`%E0%A4%A`, `%zz`)
 * with a 400: a decoder deeper in would throw, or read something else than was sent.
 */
export function checkEscapes(c: Context<FrameEnv>): void {
  const url = c.req.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const bad = start === -1 ? undefined : badEscape(url.slice(start));
  if (bad !== undefined) {
    const where = bad.part === "path" ? "path segment" : "query parameter";
    throw apiError(
      "FORMAT_ERROR",
      `the ${where} "${shown(bad.piece)}" is not valid percent-encoding: each % must start %XX (two hex digits) and the bytes must be UTF-8; encode the value with encodeURIComponent`,
      bad.parameter,
    );
  }
}
