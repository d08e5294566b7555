import type { Pair } from "./checker.js";

const headersOf = (headers: Headers) =>
  Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));

/** A request (cloned before the app read it) and its answer (a clone) as one pair. */
export async function capture(request: Request, response: Response): Promise<Pair> {
  const url = new URL(request.url);
  return {
    method: request.method,
    target: url.pathname + url.search,
    requestHeaders: headersOf(request.headers),
    requestBody: await request.text().catch(() => ""),
    status: response.status,
    responseHeaders: headersOf(response.headers),
    responseBody: await response.text().catch(() => ""),
  };
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** Wraps an app's fetch so each pair it serves is handed to `record`. */
export function recording<F extends Fetch>(fetch: F, record: (pair: Promise<Pair>) => void): F {
  return (async (request: Request, ...rest: never[]) => {
    const copy = request.clone();
    const response = await fetch(request, ...rest);
    record(capture(copy, response.clone()));
    return response;
  }) as F;
}
