import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, apiError, renderError } from "../errors.js";
import type { FrameEnv } from "./env.js";

function send<E extends FrameEnv>(c: Context<E>, error: ApiError): Response {
  const id = c.get("requestId") ?? "";
  return c.json(renderError(error, id), error.status);
}

/** The one `onError`: our errors as they are, hono's as their closest code, anything else a logged 500. */
export function onError<E extends FrameEnv>(error: Error, c: Context<E>): Response {
  if (error instanceof ApiError) return send(c, error);
  if (error instanceof HTTPException) {
    if (error.status === 413) return send(c, apiError("PAYLOAD_TOO_LARGE", "the body is too large"));
    if (error.status < 500) return send(c, apiError("FORMAT_ERROR", error.message || "malformed request"));
  }
  // The connection closed while the body was read (the client hung up, or the parser refused the
  // body and answered for us): the request's fault, and nobody is left to read the answer.
  if (c.req.raw.signal.aborted && (error as { code?: unknown }).code === "ECONNRESET") {
    return send(c, apiError("FORMAT_ERROR", "the connection closed before the request's body arrived whole"));
  }
  c.get("ctx")?.logger.error("unhandled error", {
    requestId: c.get("requestId"),
    error: error.stack ?? String(error),
  });
  return send(c, apiError("SYSTEM_ERROR", "the sandbox failed to handle this request; see its log"));
}

export function notFound<E extends FrameEnv>(c: Context<E>): Response {
  return send(
    c,
    apiError(
      "NOT_FOUND",
      `no operation ${c.req.method} ${c.req.path}; see the README for the endpoints`,
      c.req.path,
    ),
  );
}
