import { lightParts } from "../http/light-response.js";
import { BODY_CAP } from "./entry.js";

const TEXTUAL = /json|text|html|xml|urlencoded/;
const decoder = new TextDecoder();

function contentType(headers: unknown): string | undefined {
  if (headers instanceof Headers) return headers.get("content-type") ?? undefined;
  if (Array.isArray(headers)) {
    const found = headers.find((h) => Array.isArray(h) && String(h[0]).toLowerCase() === "content-type");
    return found ? String(found[1]) : undefined;
  }
  if (headers !== null && typeof headers === "object") {
    const record = headers as Record<string, unknown>;
    for (const name in record) {
      if (name.length === 12 && name.toLowerCase() === "content-type") return String(record[name]);
    }
  }
  return undefined;
}

function cap(text: string): string {
  // A copy, not a slice: a slice would keep the whole original string alive in the journal.
  return text.length <= BODY_CAP ? text : Buffer.from(text.slice(0, BODY_CAP + 1)).toString();
}

export interface Answer {
  type?: string;
  /** At most BODY_CAP + 1 characters, so the reader can tell it was cut. */
  text?: string;
}

/**
 * The answer's content type and text. Synchronous when the body is at hand, as it is for every
 * answer the sandbox builds when it listens.
 */
export function answerOf(res: Response): Answer | Promise<Answer> {
  // The light answer's parts: touching `res.headers` or cloning would move it off the fast path.
  const light = lightParts(res);
  if (light !== undefined) {
    const { body, headers } = light;
    const type = contentType(headers);
    if (type === undefined || !TEXTUAL.test(type)) return type === undefined ? {} : { type };
    if (typeof body === "string") return { type, text: cap(body) };
    if (body instanceof Uint8Array)
      return { type, text: cap(decoder.decode(body.subarray(0, BODY_CAP * 4))) };
    if (body === null) return { type };
  }
  const type = res.headers.get("content-type") ?? undefined;
  if (type === undefined || !TEXTUAL.test(type)) return type === undefined ? {} : { type };
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
  // Kept as text: one string, where the bytes would keep a buffer alive per journaled request.
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
