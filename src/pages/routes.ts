import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";

/**
 * The landing page (/), the API reference (/docs, its assets under /docs/assets/) and the icon. Unsigned, for a
 * person's browser. Each handler loads its module on first use, so start-up pays for none of it.
 */
export function pageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => (await import("./landing.js")).landingPage(c));
  app.get("/docs", async (c) => (await import("./docs-page.js")).docsPage(c));
  app.get("/docs/assets/:file", async (c) => (await import("./assets.js")).docsAsset(c));
  app.get("/favicon.ico", async (c) => (await import("./favicon.js")).favicon(c));
  app.get("/favicon.svg", async (c) => (await import("./favicon.js")).favicon(c));
  return app;
}
