import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../../src/cli/http-fetch.js";

/**
 * The CLI's client verbs send over node:http (src/cli/http-fetch.ts) instead of Node's fetch: what
 * they read of an answer must be what fetch gives. A port-0 server echoes what it received, or
 * redirects as the path says.
 */
let server: Server;
let base: string;

async function received(request: IncomingMessage) {
  let body = "";
  for await (const chunk of request) body += chunk;
  return { method: request.method, url: request.url, type: request.headers["content-type"] ?? null, body };
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const redirect = /^\/redirect\/(\d+)$/.exec(request.url ?? "");
    if (redirect) {
      request.resume();
      response.writeHead(Number(redirect[1]), { Location: "/echo" }).end();
      return;
    }
    if (request.url === "/empty") {
      response.writeHead(204, { "X-Request-ID": "r-1" }).end();
      return;
    }
    const echo = JSON.stringify(await received(request));
    response.setHeader("Set-Cookie", ["a=1", "b=2"]);
    response.writeHead(request.url === "/missing" ? 404 : 200, "Fine Thanks", {
      "Content-Type": "application/json",
    });
    response.end(echo);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("httpFetch, the CLI's fetch", () => {
  it("sends the method, headers and body, and answers with the status, text and every header", async () => {
    const response = await httpFetch(`${base}/echo?x=1`, {
      method: "post",
      headers: { "Content-Type": "application/json" },
      body: '{"amount":"1.00"}',
    });
    expect([response.status, response.statusText, response.ok]).toEqual([200, "Fine Thanks", true]);
    expect(response.headers.get("set-cookie")).toBe("a=1, b=2");
    expect(await response.json()).toEqual({
      method: "POST",
      url: "/echo?x=1",
      type: "application/json",
      body: '{"amount":"1.00"}',
    });
  });

  it("answers an error status as a response, not a rejection", async () => {
    const response = await httpFetch(`${base}/missing`);
    expect([response.status, response.ok]).toEqual([404, false]);
  });

  it("gives a 204 no body", async () => {
    const response = await httpFetch(`${base}/empty`);
    expect([response.status, response.body, response.headers.get("x-request-id")]).toEqual([
      204,
      null,
      "r-1",
    ]);
  });

  it.each([
    [303, "POST", "GET", ""],
    [302, "POST", "GET", ""],
    [301, "PUT", "PUT", "x"],
    [307, "POST", "POST", "x"],
    [308, "POST", "POST", "x"],
  ])("follows a %i after a %s with a %s, as fetch does", async (status, method, then, body) => {
    const response = await httpFetch(`${base}/redirect/${status}`, { method, body: "x" });
    expect(await response.json()).toMatchObject({ method: then, url: "/echo", body });
  });

  it('hands a redirect back as it came with redirect: "manual"', async () => {
    const response = await httpFetch(`${base}/redirect/303`, { method: "POST", redirect: "manual" });
    expect([response.status, response.headers.get("location")]).toEqual([303, "/echo"]);
  });

  it("sends a form as fetch does", async () => {
    const response = await httpFetch(`${base}/echo`, {
      method: "POST",
      body: new URLSearchParams({ customerNumber: "13039319955", action: "approve" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await response.json()).toMatchObject({ body: "customerNumber=13039319955&action=approve" });
  });

  it("rejects a connection that cannot be made as fetch does: a TypeError with the socket error as cause", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await httpFetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("ECONNREFUSED");
  });
});
