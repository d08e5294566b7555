import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "./env.js";

/**
 * Interface 1: "Request and response bodies are JSON." A body sent as another media type, or an
 * `Accept` that rules JSON out, is a malformed request (7.1: 400 FORMAT_ERROR) in strictness `bank`.
 * A body without Content-Type passes: 4.6 lists the header as optional.
 */
const RULE = "(interface 1: request and response bodies are JSON)";

/** The media type of a Content-Type or Accept item, lower case, without parameters. */
const mediaType = (item: string) => (item.split(";")[0] ?? "").trim().toLowerCase();

/** Whether an Accept value admits application/json (a range with q=0 refuses it). */
export function acceptsJson(accept: string): boolean {
  return accept.split(",").some((item) => {
    const type = mediaType(item);
    const refused = /;\s*q\s*=\s*0(\.0*)?\s*(;|$)/i.test(item);
    return !refused && (type === "application/json" || type === "application/*" || type === "*/*");
  });
}

export function isJsonType(contentType: string): boolean {
  return mediaType(contentType) === "application/json";
}

export function jsonOnly() {
  return createMiddleware<AppEnv>(function jsonOnlyMiddleware(c, next) {
    if (c.get("ctx").config.strictness === "bank") {
      const accept = c.req.header("Accept");
      if (accept !== undefined && accept.trim() !== "" && !acceptsJson(accept)) {
        const text = `Accept "${accept}" rules out application/json, the only type the bank answers; send Accept: application/json or leave it out ${RULE}`;
        throw apiError("FORMAT_ERROR", text, "Accept");
      }
      const type = c.req.header("Content-Type");
      const body = c.get("rawBody");
      if (type !== undefined && body !== undefined && body.length > 0 && !isJsonType(type)) {
        const text = `Content-Type "${type}" is not JSON; send the body as Content-Type: application/json ${RULE}`;
        throw apiError("FORMAT_ERROR", text, "Content-Type");
      }
    }
    return next();
  });
}
