/**
 * @hono/node-server answers with a light Response that keeps its status, a string body and its
 * headers as they were given (under a symbol named "cache") and sends them straight to the socket.
 * Reading them there costs nothing. `clone()` or reading the body would turn it into a real Response
 * with a stream, which the server then pipes: a large share of a small request. Whatever looks at a
 * finished answer (the request journal, the X-Request-ID memory) reads it here first.
 */
export interface LightParts {
  status: number;
  /** A string, bytes, null (no body), or something else (a stream, a Blob). */
  body: unknown;
  /** As given: a Headers object, an array of pairs, a record, or undefined (the server's defaults). */
  headers: unknown;
}

const symbols = new WeakMap<object, symbol | null>();

/** The cache symbol of a light Response's class (looked up once per class), or null. */
function cacheSymbol(res: Response): symbol | null {
  const proto = Object.getPrototypeOf(res) as object;
  const known = symbols.get(proto);
  if (known !== undefined) return known;
  const found = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache") ?? null;
  // A light Response loses its cache once used as a real one: only remember a found symbol.
  if (found !== null) symbols.set(proto, found);
  return found;
}

export function lightParts(res: Response): LightParts | undefined {
  const symbol = cacheSymbol(res);
  if (symbol === null) return undefined;
  const cache: unknown = Reflect.get(res, symbol);
  if (!Array.isArray(cache)) return undefined;
  return { status: Number(cache[0]), body: cache[1], headers: cache[2] };
}

/** The light answer's headers as a Headers object (a new one: the answer keeps its own form). */
export function lightHeaders({ body, headers }: LightParts): Headers {
  if (headers instanceof Headers) return headers;
  if (headers === undefined || headers === null) {
    // What the server sends for a body without headers.
    return new Headers(body === null ? undefined : { "content-type": "text/plain; charset=UTF-8" });
  }
  return new Headers(headers as ConstructorParameters<typeof Headers>[0]);
}
