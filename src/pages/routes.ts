import { z } from "zod";
import { defineOperation, mountOperations, type Operation } from "../http/operation.js";
import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";

/**
 * The landing page (/), the API reference (/docs, its assets under /docs/assets/) and the icon. Unsigned, for a
 * person's browser. Each handler loads its module on first use, so start-up pays for none of it.
 */
export function pageRoutes(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountOperations(app, operations, "");
  return app;
}

export const landingPage = defineOperation({
  operationId: "landingPage",
  method: "get",
  path: "/",
  tag: "About this sandbox",
  summary: "The landing page",
  description:
    "What this is, the bank's clock, the customers (customer number, PSU-ID, accounts) and the first-payment recipe with this sandbox's URL.",
  responses: { 200: { description: "HTML.", html: true } },
  handle: async (c) => (await import("./landing.js")).landingPage(c),
});

export const docsPage = defineOperation({
  operationId: "docsPage",
  method: "get",
  path: "/docs",
  tag: "About this sandbox",
  summary: "The API reference (Swagger UI) over this document",
  description: "Served from the package's own files: it works offline.",
  responses: { 200: { description: "HTML.", html: true } },
  handle: async (c) => (await import("./docs-page.js")).docsPage(c),
});

export const docsAsset = defineOperation({
  operationId: "docsAsset",
  method: "get",
  path: "/docs/assets/{file}",
  // The router's own parameter: a file the docs do not have is the handler's 404, not a bad request.
  route: "/docs/assets/:file",
  tag: "About this sandbox",
  summary: "A file of the docs page",
  params: z.object({
    file: z.enum(["swagger-ui.css", "swagger-ui-bundle.js", "init.js"]).describe("The file"),
  }),
  responses: {
    200: {
      description: "CSS or JavaScript.",
      text: ["text/css", "text/javascript"],
      headers: ["Cache-Control"],
    },
  },
  errors: ["NOT_FOUND"],
  handle: async (c) => (await import("./assets.js")).docsAsset(c),
});

export const favicon = defineOperation({
  operationId: "favicon",
  method: "get",
  path: "/favicon.ico",
  tag: "About this sandbox",
  summary: "The sandbox's icon (SVG)",
  description: "Browsers ask for it on their own; the pages link /favicon.svg, the same picture.",
  responses: { 200: { description: "SVG.", text: ["image/svg+xml"], headers: ["Cache-Control"] } },
  handle: async (c) => (await import("./favicon.js")).favicon(c),
});

export const faviconSvg = defineOperation({
  operationId: "faviconSvg",
  method: "get",
  path: "/favicon.svg",
  tag: "About this sandbox",
  summary: "The sandbox's icon (SVG)",
  responses: { 200: { description: "SVG.", text: ["image/svg+xml"], headers: ["Cache-Control"] } },
  handle: async (c) => (await import("./favicon.js")).favicon(c),
});

export const pageOperations: readonly Operation[] = [landingPage, docsPage, docsAsset, favicon, faviconSvg];
