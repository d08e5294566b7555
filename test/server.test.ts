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
