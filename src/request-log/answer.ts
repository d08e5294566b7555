import type { BuiltAnswer } from "../http/env.js";
import { BODY_CAP } from "./entry.js";

const TEXTUAL = /json|text|html|xml|urlencoded/;
const decoder = new TextDecoder();

function cap(text: string): string {
  // A copy, not a slice: a slice would keep the whole original string alive in the log.
  return text.length <= BODY_CAP ? text : Buffer.from(text.slice(0, BODY_CAP + 1)).toString();
}

export interface Answer {
  type?: string;
  /** At most BODY_CAP + 1 characters, so the reader can tell it was cut. */
  text?: string;
}

/**
 * The answer's content type and text. Synchronous when its body as built is at hand (`builtBody`), as
 * it is for every answer the sandbox builds; else read from a copy of the Response.
 */
export function answerOf(res: Response, built: BuiltAnswer["body"] | undefined): Answer | Promise<Answer> {
  // Status and headers of a light answer are read without leaving its fast path; its body is not.
  const type = res.headers.get("content-type") ?? undefined;
  if (type === undefined || !TEXTUAL.test(type)) return type === undefined ? {} : { type };
  if (typeof built === "string") return { type, text: cap(built) };
  if (built instanceof Uint8Array)
    return { type, text: cap(decoder.decode(built.subarray(0, BODY_CAP * 4))) };
  if (built === null) return { type };
  return res
    .clone()
    .text()
    .then(
      (text) => ({ type, text: cap(text) }),
      () => ({ type }),
    );
}

/** The request body as far as a handler read it (hono caches the promise); an unread body stays unread. */
export function requestBodyOf(
  raw: Uint8Array | undefined,
  cache: Record<string, unknown>,
): Uint8Array | string | undefined | Promise<Uint8Array | string | undefined> {
  // Kept as text: one string, where the bytes would keep a buffer alive per logged request.
  if (raw !== undefined) return raw.length === 0 ? undefined : decoder.decode(raw.subarray(0, BODY_CAP * 4));
  if (cache.text === undefined && cache.arrayBuffer === undefined) return undefined;
  return readCached(cache);
}

async function readCached(cache: Record<string, unknown>): Promise<Uint8Array | string | undefined> {
  try {
    const text: unknown = await cache.text;
    if (typeof text === "string") return cap(text);
    const bytes: unknown = await cache.arrayBuffer;
    if (bytes instanceof ArrayBuffer) return new Uint8Array(bytes.slice(0, BODY_CAP * 4));
  } catch {
    // A body that failed to read (too large, aborted) is recorded as absent.
  }
  return undefined;
}
