import { EventEmitter } from "node:events";
import { connect } from "node:net";
import { Duplex } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError } from "../../src/http/client-error.js";
import { ErrorBody } from "../../src/http/schemas.js";
import { type Listening, listen } from "../../src/server.js";
import { newBank } from "../helpers/bank.js";

/** A real port-0 server: these refusals happen in node's HTTP parser, before any app sees a request. */
let server: Listening;
beforeAll(async () => {
  const bank = await newBank();
  server = await listen(bank.sandbox.app, 0, "127.0.0.1");
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

function parse(text: string): RawAnswer {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = new Map(
    lines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") };
}

const HEALTH = "GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

/**
 * Sends bytes as they are and reads the answer until the server closes the connection. With
 * `first`, the connection first carries that request and its whole answer (keep-alive), and only then
 * the bytes: the answer to them is what follows the first answer.
 */
function send(raw: string, first?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let skip = 0;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (first === undefined || skip > 0) return;
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? Number.NaN);
      if (end < 0 || Number.isNaN(length) || text.length < end + 4 + length) return;
      skip = end + 4 + length;
      socket.write(raw);
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (first !== undefined && skip === 0) reject(new Error(`no first answer: ${text}`));
      else resolve(parse(text.slice(skip)));
    });
    socket.write(first ?? raw);
  });
}

const ID = "5b0f7f9e-2a4c-4d8e-9b1a-6c3d2e1f0a9b";

describe("what the HTTP parser refuses is answered with the Error object and X-Request-ID", () => {
  const big = "a".repeat(20_000);
  it.each([
    [
      "a 20 KB header",
      431,
      "HEADERS_TOO_LARGE",
      undefined,
      `GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\nX-Big: ${big}\r\n\r\n`,
    ],
    [
      "a bad chunk size",
      400,
      "FORMAT_ERROR",
      undefined,
      `PUT /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    ],
    [
      "a Content-Length beyond any number",
      400,
      "FORMAT_ERROR",
      undefined,
      `PUT /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\nContent-Length: 99999999999999999999999\r\n\r\n`,
    ],
    [
      "chunk extensions too large",
      413,
      "PAYLOAD_TOO_LARGE",
      undefined,
      `PUT /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\nTransfer-Encoding: chunked\r\n\r\n3;${big}\r\nabc\r\n0\r\n\r\n`,
    ],
    [
      "no Host",
      400,
      "HTTP_HEADER_REQUIRED",
      "Host",
      `GET /__admin/health HTTP/1.1\r\nX-Request-ID: ${ID}\r\n\r\n`,
    ],
    [
      "HTTP/9.9",
      505,
      "HTTP_VERSION_NOT_SUPPORTED",
      undefined,
      `GET /__admin/health HTTP/9.9\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\n\r\n`,
    ],
    [
      "HTTP/2.0 in an HTTP/1 request line",
      505,
      "HTTP_VERSION_NOT_SUPPORTED",
      undefined,
      `GET /__admin/health HTTP/2.0\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\n\r\n`,
    ],
  ])("%s answers %i %s", async (_what, status, code, path, raw) => {
    const answer = await send(raw);
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("x-request-id")).toBe(ID);
    const body = ErrorBody.parse(JSON.parse(answer.body));
    expect(body).toMatchObject({ status, code, id: ID });
    expect(body.tppMessages[0]?.path).toBe(path);
    const health = await send("GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(health.status).toBe(200);
  });

  it.each([
    [
      "an unknown method",
      400,
      "FORMAT_ERROR",
      `FOO /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\n\r\n`,
    ],
    [
      "20 KB of headers",
      431,
      "HEADERS_TOO_LARGE",
      `GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\nX-Big: ${big}\r\n\r\n`,
    ],
    [
      "HTTP/9.9",
      505,
      "HTTP_VERSION_NOT_SUPPORTED",
      `GET /__admin/health HTTP/9.9\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\n\r\n`,
    ],
  ])(
    "%s on a keep-alive connection that already carried an answer is answered %i %s, then closed",
    async (_what, status, code, raw) => {
      const answer = await send(raw, HEALTH);
      expect(answer.status, answer.body).toBe(status);
      expect(answer.headers.get("connection")).toBe("close");
      expect(answer.headers.get("x-request-id")).toBe(ID);
      expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ status, code, id: ID });
    },
  );

  it("a refused HEAD is answered with the headers alone: no body after them", async () => {
    const answer = await send(`HEAD /v1/\u00f8 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-ID: ${ID}\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("x-request-id")).toBe(ID);
    expect(Number(answer.headers.get("content-length"))).toBeGreaterThan(0);
    expect(answer.body).toBe("");
  });

  it("a refusal without a readable X-Request-ID carries a new one", async () => {
    const answer = await send(
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\nX-Request-ID: ${ID}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const id = answer.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ErrorBody.parse(JSON.parse(answer.body)).id).toBe(id);
  });
});

describe("answerClientError", () => {
  function socket() {
    const written: string[] = [];
    const duplex = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    return { duplex, text: () => written.join("") };
  }

  it.each([
    ["ERR_HTTP_REQUEST_TIMEOUT", "HTTP/1.1 408 Request Timeout", "REQUEST_TIMEOUT"],
    ["HPE_INVALID_METHOD", "HTTP/1.1 400 Bad Request", "FORMAT_ERROR"],
  ])("%s is answered %s with the Error object", (code, statusLine, errorCode) => {
    const { duplex, text } = socket();
    answerClientError(Object.assign(new Error("refused"), { code }), duplex, ID);
    expect(text().split("\r\n")[0]).toBe(statusLine);
    expect(text()).toContain(`X-Request-ID: ${ID}`);
    expect(JSON.parse(text().split("\r\n\r\n")[1] ?? "")).toMatchObject({ code: errorCode, id: ID });
  });

  it("an answer still being written on the connection finishes first; the refusal follows it", () => {
    const { duplex, text } = socket();
    const writing = Object.assign(new EventEmitter(), { headersSent: true, writableFinished: false });
    answerClientError(
      Object.assign(new Error("refused"), { code: "HPE_INVALID_METHOD" }),
      Object.assign(duplex, { _httpMessage: writing }),
      ID,
    );
    expect(text()).toBe("");
    writing.emit("finish");
    expect(text().split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
  });

  it("a connection reset is only closed, with nothing written", () => {
    const { duplex, text } = socket();
    answerClientError(Object.assign(new Error("reset"), { code: "ECONNRESET" }), duplex, ID);
    expect(text()).toBe("");
    expect(duplex.destroyed).toBe(true);
  });
});
