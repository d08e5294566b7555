import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { Context } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { packageFile } from "../package-files.js";
import { tryItOutScript } from "./try-it-out.js";

/**
 * The docs page's files: Swagger UI's bundle and styles, copied into dist/swagger-ui/ by the build
 * (scripts/vendor-swagger-ui.mjs) so that the package installs no swagger-ui-dist (and no analytics
 * install script with it); from the swagger-ui-dist devDependency when run from src/ unbuilt. No CDN:
 * the page works offline. Read on first request, then kept.
 */
function swaggerDir(): string {
  const vendored = fileURLToPath(packageFile("dist/swagger-ui/"));
  if (existsSync(join(vendored, "swagger-ui-bundle.js"))) return vendored;
  return join(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"), "..");
}

/** A Map, as the name comes from the URL: `constructor` or `__proto__` must be no asset. */
const files = new Map<string, { type: string; read: () => Promise<string | Buffer> }>([
  [
    "swagger-ui.css",
    { type: "text/css; charset=utf-8", read: () => readFile(join(swaggerDir(), "swagger-ui.css")) },
  ],
  [
    "swagger-ui-bundle.js",
    {
      type: "text/javascript; charset=utf-8",
      read: () => readFile(join(swaggerDir(), "swagger-ui-bundle.js")),
    },
  ],
  ["init.js", { type: "text/javascript; charset=utf-8", read: async () => tryItOutScript }],
]);

const kept = new Map<string, string | Buffer>();

export async function docsAsset(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param("file") ?? "";
  const file = files.get(name);
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
    "Cache-Control": name === "init.js" ? "no-cache" : "public, max-age=3600",
  });
}
