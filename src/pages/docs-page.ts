import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../http/env.js";
import { baseUrl } from "../http/links.js";

/** GET /docs: the API reference (Swagger UI) over this sandbox's OpenAPI document. */
export function docsPage(c: Context<AppEnv>) {
  const base = baseUrl(c);
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>psd2-sandbox API reference</title>
    <link rel="stylesheet" href="${base}/docs/assets/swagger-ui.css" />
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; }
      .bar { background: #0b3954; color: #fff; padding: 10px 20px; font-size: 14px; }
      .bar a { color: #bfe3ff; margin-right: 14px; }
      .bar code { background: #ffffff22; padding: 1px 4px; border-radius: 3px; }
    </style>
  </head>
  <body>
    <div class="bar">
      <strong>psd2-sandbox</strong> &middot;
      <a href="${base}/">Home</a><a href="${base}/openapi.json">openapi.json</a
      ><a href="${base}/openapi.yaml">openapi.yaml</a>
      Calls under /v1 are signed (see the tppSignature scheme): send them with
      <code>npx psd2-sandbox request</code> or the exported <code>createTppClient</code>.
    </div>
    <div id="swagger-ui"></div>
    <script src="${base}/docs/assets/swagger-ui-bundle.js"></script>
    <script src="${base}/docs/assets/init.js" data-url="${base}/openapi.json"></script>
  </body>
</html>`);
}
