import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

/** Statuses whose answer has no body (a Response cannot be made with one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);

function bodyBytes(body: RequestInit["body"]): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError("the CLI sends only text, bytes or a form as a body");
}

function send(url: URL, method: string, headers: Headers, body: string | Uint8Array | undefined) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(
      url,
      { method, headers: Object.fromEntries(headers) },
      resolve,
    );
    // As fetch does: a connection that cannot be made is a TypeError whose cause is the socket error.
    request.on("error", (cause) => reject(new TypeError("fetch failed", { cause })));
    request.end(body);
  });
}

async function answer(message: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const status = message.statusCode ?? 0;
  const headers = new Headers();
  for (let i = 0; i < message.rawHeaders.length; i += 2) {
    headers.append(message.rawHeaders[i] as string, message.rawHeaders[i + 1] as string);
  }
  return new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
    status,
    statusText: message.statusMessage ?? "",
    headers,
  });
}

/**
 * fetch for the CLI's client verbs, over node:http. Node's fetch loads and compiles its own HTTP
 * client (and the parser behind it) on the first request, several times the work of the one call a
 * verb makes; a QA script runs the CLI once per line. Follows redirects as fetch does, unless told
 * `redirect: "manual"`.
 */
export async function httpFetch(input: string, init: RequestInit = {}): Promise<Response> {
  let url = new URL(input);
  let method = (init.method ?? "GET").toUpperCase();
  const headers = new Headers(init.headers);
  let body = bodyBytes(init.body);
  for (let hops = 0; ; hops++) {
    const message = await send(url, method, headers, body);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (init.redirect === "manual" || !REDIRECT.has(status) || location === undefined) {
      return answer(message);
    }
    message.resume();
    if (hops === 20) throw new TypeError("fetch failed", { cause: new Error("redirect count exceeded") });
    url = new URL(location, url);
    // As fetch: a 303 turns anything but HEAD into a GET, a 301 or 302 turns a POST into one.
    if ((status === 303 && method !== "HEAD") || (status < 303 && method === "POST")) {
      method = "GET";
      body = undefined;
      headers.delete("content-type");
      headers.delete("content-length");
    }
  }
}
