import type { Context } from "hono";

/** Node's parsed headers of a served request: every name sent, in lower case. */
type NodeHeaders = Readonly<Record<string, unknown>>;

function nodeHeadersOf(c: Context): NodeHeaders | undefined {
  const incoming = (c.env as { incoming?: { headers?: unknown } } | undefined)?.incoming;
  const headers = incoming?.headers;
  return typeof headers === "object" && headers !== null ? (headers as NodeHeaders) : undefined;
}

/**
 * The request's headers by name, as `c.req.header(name)` reads them. A header table names twenty or
 * thirty headers and a request sends a few: when the sandbox listens, a name the request did not send
 * is answered from Node's own parsed names, without the request's header lookup (a name check, a
 * lower-casing and value checks each time).
 */
export function headerReader(c: Context): (name: string) => string | undefined {
  const sent = nodeHeadersOf(c);
  if (sent === undefined) return (name) => c.req.header(name);
  return (name) => (Object.hasOwn(sent, name.toLowerCase()) ? c.req.header(name) : undefined);
}
