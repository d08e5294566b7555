import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";

/**
 * The docs page's files: Swagger UI from the swagger-ui-dist package (installed with the sandbox, so
 * the page works offline; no CDN) and the few lines that start it. Read on first request, then kept.
 */
const swaggerDir = () => dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Starts Swagger UI on the document; the page's script tag carries the document's URL. */
const init = `const here = document.currentScript;
window.ui = SwaggerUIBundle({
  url: here.dataset.url,
  dom_id: "#swagger-ui",
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  supportedSubmitMethods: [],
});
`;

const files: Record<string, { type: string; read: () => Promise<string | Buffer> }> = {
  "swagger-ui.css": {
    type: "text/css; charset=utf-8",
    read: () => readFile(join(swaggerDir(), "swagger-ui.css")),
  },
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    read: () => readFile(join(swaggerDir(), "swagger-ui-bundle.js")),
  },
  "init.js": { type: "text/javascript; charset=utf-8", read: async () => init },
};

const kept = new Map<string, string | Buffer>();

export async function docsAsset(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param("file") ?? "";
  const file = files[name];
  if (!file) {
    throw apiError("NOT_FOUND", `no docs asset ${name}; the docs page is at /docs`, c.req.path);
  }
  let body = kept.get(name);
  if (body === undefined) {
    body = await file.read();
    kept.set(name, body);
  }
  return c.body(typeof body === "string" ? body : new Uint8Array(body), 200, {
    "Content-Type": file.type,
    "Cache-Control": "public, max-age=3600",
  });
}
