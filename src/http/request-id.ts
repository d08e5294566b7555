import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { FrameEnv } from "./env.js";
import { NOSNIFF } from "./malformed.js";

/** The Berlin Group types X-Request-ID as a UUID (any version; either case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the request's X-Request-ID, once, and echoes it on every answer, errors included, so a TPP
 * can match any answer to its call; a request without one gets a made-up one.
 */
export function readRequestId(c: Context<FrameEnv>): void {
  const sent = c.req.header("X-Request-ID")?.trim() ?? "";
  const id = sent || randomUUID();
  c.set("requestIdSent", sent);
  c.set("requestId", id);
  // Set before the answer exists, so every answer (errors too) is built with it. Adding a header
  // to a finished answer makes hono rebuild it as a streamed Response: a large share of a request.
  c.header("X-Request-ID", id);
  // No answer of the sandbox is to be sniffed into another type (an Error object rendered as HTML).
  c.header(NOSNIFF[0], NOSNIFF[1]);
}

/**
 * On the bank's interface the header is required, and a UUID (the app runs this under the signed
 * interfaces' base paths only); elsewhere (admin, SCA page) the made-up one serves.
 */
export function checkRequestId(c: Context<FrameEnv>): void {
  const sent = c.get("requestIdSent");
  if (!sent) {
    throw apiError(
      "HTTP_HEADER_REQUIRED",
      "X-Request-ID is required: send a unique id for this call (a UUID) and sign it",
      "X-Request-ID",
    );
  }
  if (!UUID.test(sent)) {
    throw apiError(
      "FORMAT_ERROR",
      `X-Request-ID must be a UUID (e.g. ${randomUUID()}), not "${sent.slice(0, 64)}"`,
      "X-Request-ID",
    );
  }
}
