import { randomUUID } from "node:crypto";
import { apiError, renderError } from "../errors.js";

/** Headers every answer carries, whatever answers it. */
export const NOSNIFF: [string, string] = ["X-Content-Type-Options", "nosniff"];

const UNSAFE = /[^\x20-\x7e]/;

/**
 * The answer to a request @hono/node-server cannot turn into a fetch Request (a backslash in the
 * path, a bad Host): the Error object with X-Request-ID, as for any other bad request, instead of
 * the server's bare 400 without a body.
 */
export function malformedRequestAnswer(error: unknown, requestId: string | undefined): Response {
  const id =
    requestId !== undefined && requestId !== "" && !UNSAFE.test(requestId) ? requestId : randomUUID();
  const reason = error instanceof Error ? error.message : String(error);
  const problem = apiError(
    "FORMAT_ERROR",
    `the request cannot be read (${reason}); send an absolute path of plain segments, e.g. /v1/payments/sepa-credit-transfers`,
  );
  return new Response(JSON.stringify(renderError(problem, id)), {
    status: problem.status,
    headers: { "Content-Type": "application/json", "X-Request-ID": id, [NOSNIFF[0]]: NOSNIFF[1] },
  });
}
