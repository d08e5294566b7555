import { BODY_CAP } from "./entry.js";

const TEXTUAL = /json|text|html|xml|urlencoded/;

/**
 * @hono/node-server answers with a light Response that keeps a string body as it was given (under a
 * symbol named "cache") and never builds a stream for it. Reading it there costs nothing; cloning
 * the Response would build the stream and tee it, a visible share of a small request.
 */
function keptBody(res: Response): unknown {
  for (const symbol of Object.getOwnPropertySymbols(res)) {
    if (symbol.description !== "cache") continue;
    const cache: unknown = Reflect.get(res, symbol);
    return Array.isArray(cache) ? cache[1] : undefined;
  }
  return undefined;
}

function cap(text: string): string {
  // A copy, not a slice: a slice would keep the whole original string alive in the journal.
  return text.length <= BODY_CAP ? text : Buffer.from(text.slice(0, BODY_CAP + 1)).toString();
}

/**
 * The answer's text (at most BODY_CAP + 1 characters, so the reader can tell it was cut). Synchronous
 * when the body is at hand, as it is for every answer the sandbox builds when it listens.
 */
export function answerText(res: Response): string | undefined | Promise<string | undefined> {
  const type = res.headers.get("content-type");
  if (type === null || !TEXTUAL.test(type)) return undefined;
  const kept = keptBody(res);
  if (typeof kept === "string") return cap(kept);
  if (kept instanceof Uint8Array) return cap(new TextDecoder().decode(kept.subarray(0, BODY_CAP * 4)));
  if (kept === null) return undefined;
  return res
    .clone()
    .text()
    .then(cap, () => undefined);
}

/** The request body as far as a handler read it (hono caches the promise); an unread body stays unread. */
export function requestBodyOf(
  raw: Uint8Array | undefined,
  cache: Record<string, unknown>,
): Uint8Array | string | undefined | Promise<Uint8Array | string | undefined> {
  if (raw !== undefined) return raw.length <= BODY_CAP * 4 ? raw : raw.slice(0, BODY_CAP * 4);
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
