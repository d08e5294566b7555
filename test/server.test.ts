import { request } from "node:http";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../src/http/env.js";
import { listen } from "../src/server.js";

/** An app whose one handler waits until the test releases it, so a request can be held in flight. */
function heldApp() {
  let release = () => {};
  let entered = () => {};
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  const app = new Hono<AppEnv>();
  app.post("/held", async (c) => {
    entered();
    await new Promise<void>((resolve) => (release = resolve));
    return c.text("done");
  });
  return { app, inHandler, release: () => release() };
}

/** A raw GET (node's client sends a backslash as is, where fetch would fix it), with its X-Request-ID. */
function rawGet(url: string, path: string, id: string) {
  return new Promise<{ status: number; id: unknown; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const call = request({ hostname, port, path, headers: { "X-Request-ID": id } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, id: res.headers["x-request-id"], body }));
    });
    call.on("error", reject);
    call.end();
  });
}

describe("listen()", () => {
  // The request listener is loaded once listening: requests sent at once may arrive before it.
  it("answers the requests sent the moment it listens, each unreadable one with its own X-Request-ID", async () => {
    const app = new Hono<AppEnv>();
    app.get("/ok", (c) => c.text("ok"));
    const server = await listen(app, 0, "127.0.0.1");
    try {
      const ids = ["5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e51", "5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e52"];
      const [first, ok, second] = await Promise.all([
        rawGet(server.url, "/v1\\payments", ids[0] ?? ""),
        rawGet(server.url, "/ok", "5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e53"),
        rawGet(server.url, "/v1\\payments", ids[1] ?? ""),
      ]);
      expect(ok).toMatchObject({ status: 200, body: "ok" });
      for (const [answer, id] of [
        [first, ids[0]],
        [second, ids[1]],
      ] as const) {
        expect(answer).toMatchObject({ status: 400, id });
        expect(JSON.parse(answer.body)).toMatchObject({ id, code: "FORMAT_ERROR" });
      }
    } finally {
      await server.close();
    }
  });
});

describe("listen().close()", () => {
  it("waits for a handler whose client hung up, so the handler never meets a closed store", async () => {
    const { app, inHandler, release } = heldApp();
    const server = await listen(app, 0, "127.0.0.1");
    const call = request(`${server.url}/held`, { method: "POST" });
    call.on("error", () => {}); // the hang-up below is the point of the test
    call.end("{}");
    await inHandler;
    call.destroy();

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    // The connection is gone; only the handler is left. Give close() every chance to finish early.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(closed).toBe(false);

    release();
    await closing;
    expect(closed).toBe(true);
  });

  it("resolves at once when nothing is in flight", async () => {
    const server = await listen(new Hono<AppEnv>(), 0, "127.0.0.1");
    await expect(server.close()).resolves.toBeUndefined();
  });
});
