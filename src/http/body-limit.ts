import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { FrameEnv } from "./env.js";

/**
 * Refuses bodies over `maxSize` with 413 PAYLOAD_TOO_LARGE. A request with Content-Length is judged
 * by the header alone: hono's bodyLimit touches `request.body`, which makes @hono/node-server build a
 * full fetch Request for every call — a large share of a payment creation's cost. Chunked bodies,
 * which have no length to judge, still go through hono's bodyLimit.
 */
export function limitBody(maxSize: number) {
  const tooLarge = () => {
    throw apiError("PAYLOAD_TOO_LARGE", `bodies are limited to ${maxSize} bytes`);
  };
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return createMiddleware<FrameEnv>(function limitBodyMiddleware(c, next) {
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > maxSize) tooLarge();
      return next();
    }
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return streamed(c, next);
  });
}
