import { randomUUID } from "node:crypto";
import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { type ApiError, apiError, renderError } from "../errors.js";
import { NOSNIFF } from "./malformed.js";

/** What the HTTP parser's refusals (node's `clientError`) answer: the Error object, as for any refusal. */
function refusalOf(error: Error & { code?: string }): ApiError {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return apiError(
        "HEADERS_TOO_LARGE",
        `the request line and headers are larger than the ${maxHeaderSize} bytes the sandbox reads; send fewer or shorter headers`,
      );
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return apiError("PAYLOAD_TOO_LARGE", "the chunk extensions are too large; send the body without them");
    case "HPE_INVALID_VERSION":
      return apiError(
        "HTTP_VERSION_NOT_SUPPORTED",
        "the HTTP version is not one the sandbox speaks; send HTTP/1.1",
      );
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return apiError("REQUEST_TIMEOUT", "the request did not arrive in time; send it whole without pausing");
    default:
      return apiError(
        "FORMAT_ERROR",
        `the request is not valid HTTP/1.1 (${error.message}); check the request line, headers and chunked body`,
      );
  }
}

const SAFE_ID = /^[\x21-\x7e]{1,200}$/;
const ID_IN_PACKET = /\r\nx-request-id:[ \t]*([^\r\n]*)/i;

/** The refused request's X-Request-ID when it can be read (valid and safe to echo), else a new one. */
export function refusedRequestId(known: string | undefined, rawPacket: Buffer | undefined): string {
  const seen =
    known ?? (rawPacket ? ID_IN_PACKET.exec(rawPacket.toString("latin1"))?.[1]?.trim() : undefined);
  return seen !== undefined && SAFE_ID.test(seen) ? seen : randomUUID();
}

/**
 * The raw HTTP/1.1 answer, written on the socket since no response object exists for the request. An
 * answer to HEAD has the headers alone (RFC 9110 9.3.2): a client reads no body after them.
 */
export function rawErrorAnswer(problem: ApiError, requestId: string, head = false): string {
  const body = JSON.stringify(renderError(problem, requestId));
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? "Error"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-ID: ${requestId}`,
    `${NOSNIFF[0]}: ${NOSNIFF[1]}`,
    "Connection: close",
    "",
    head ? "" : body,
  ].join("\r\n");
}

/** The answer node's server is writing on a connection, if any (what node itself checks here). */
interface InFlight {
  headersSent: boolean;
  writableFinished: boolean;
  once(event: "finish", listener: () => void): unknown;
}

/**
 * node's `clientError` listener: answers what the parser refused (an unknown method, headers past its
 * limit, bad chunking, an unknown HTTP version) with the Error object, then closes the connection; on
 * a fresh connection and on one that already carried answers alike. An answer still being written on
 * the connection is let finish first, so the refusal never lands inside it; a connection that is gone
 * is only closed.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex & { _httpMessage?: InFlight | null },
  requestId: string | undefined,
): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const head = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
  const answer = rawErrorAnswer(refusalOf(error), refusedRequestId(requestId, error.rawPacket), head);
  const send = () => (socket.writable ? socket.end(answer) : socket.destroy());
  const writing = socket._httpMessage;
  if (writing?.headersSent && !writing.writableFinished) writing.once("finish", send);
  else send();
}

/**
 * What the parser lets through but the sandbox cannot serve: another HTTP major version than 1
 * (node reads "HTTP/2.0" in an HTTP/1 request line as such), or no Host to build the URL from.
 */
export function unservable(incoming: {
  httpVersionMajor: number;
  headers: { host?: string | undefined };
}): ApiError | undefined {
  if (incoming.httpVersionMajor !== 1) {
    return apiError(
      "HTTP_VERSION_NOT_SUPPORTED",
      "the HTTP version is not one the sandbox speaks; send HTTP/1.1",
    );
  }
  if (incoming.headers.host === undefined || incoming.headers.host.trim() === "") {
    return apiError(
      "HTTP_HEADER_REQUIRED",
      "Host is required; send the sandbox's host and port, e.g. Host: 127.0.0.1:8080",
      "Host",
    );
  }
  return undefined;
}
