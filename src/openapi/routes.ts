import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { baseUrl } from "../http/links.js";
import { documentFor, yamlFor } from "./cache.js";

/** GET /openapi.json and /openapi.yaml: unsigned, server URL = this sandbox's public URL. */
export function openapiRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/openapi.json", async (c) => {
    const { json } = await documentFor(baseUrl(c));
    return c.body(json, 200, { "Content-Type": "application/json; charset=utf-8" });
  });
  app.get("/openapi.yaml", async (c) => {
    return c.body(await yamlFor(baseUrl(c)), 200, { "Content-Type": "application/yaml; charset=utf-8" });
  });
  return app;
}
