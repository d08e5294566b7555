import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../http/env.js";
import { baseUrl } from "../http/links.js";

/**
 * GET /docs: the API reference (Swagger UI) over this sandbox's OpenAPI document. "Try it out" calls
 * under /v1 are signed by the sandbox (POST /__admin/sign, see try-it-out.ts): the banner says this
 * is a sandbox-only convenience, and whether it is on.
 */
export function docsPage(c: Context<AppEnv>) {
  const base = baseUrl(c);
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>psd2-sandbox API reference</title>
    <link rel="icon" href="${base}/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${base}/docs/assets/swagger-ui.css" />
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; }
      .bar { background: #0b3954; color: #fff; padding: 10px 20px; font-size: 14px; }
      .bar a { color: #bfe3ff; margin-right: 14px; }
      .bar code { background: #ffffff22; padding: 1px 4px; border-radius: 3px; }
      .sandbox-only { background: #fff4d6; border-bottom: 2px solid #e0b84a; color: #4a3a00; padding: 10px 20px; font-size: 14px; }
      .sandbox-only select { font: inherit; max-width: 100%; }
      /* swagger-ui.css sets code to Consolas/monaco, a fallback at 1x can lose its underscores. */
      .bar, .sandbox-only { line-height: 1.6; }
      .bar code, .sandbox-only code { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 13px; padding: 1px 4px 2px; }
    </style>
  </head>
  <body>
    <div class="bar">
      <strong>psd2-sandbox</strong> &middot;
      <a href="${base}/">Home</a><a href="${base}/__admin/">Dashboard</a><a href="${base}/openapi.json">openapi.json</a
      ><a href="${base}/openapi.yaml">openapi.yaml</a>
      Calls under /v1 are signed (see the tppSignature scheme): from code, send them with
      <code>npx psd2-sandbox request</code> or the exported <code>createTppClient</code>.
    </div>
    <div class="sandbox-only" role="note">
      <strong>Sandbox-only convenience:</strong> "Try it out" asks this sandbox to sign each /v1 request
      (<code>POST /__admin/sign</code>) with a shipped TEST TPP, whose keys are public. A real bank never
      signs for you: your TPP signs with its own key. Signing: <strong id="signing-state">checking…</strong>
      <label>· Sign as <select id="sign-as" disabled><option value="">…</option></select></label>
    </div>
    <div id="swagger-ui"></div>
    <script src="${base}/docs/assets/swagger-ui-bundle.js"></script>
    <script src="${base}/docs/assets/init.js" data-url="${base}/openapi.json" data-base="${base}"></script>
  </body>
</html>`);
}
