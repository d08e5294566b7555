import { z } from "zod";
import { defineOperations } from "../http/operation-doc.js";

/** The pages a person's browser opens (HTML; see src/http/operation-doc.ts). */
export const pageDocs = defineOperations([
  {
    operationId: "landingPage",
    method: "get",
    path: "/",
    tag: "About this sandbox",
    summary: "The landing page",
    description:
      "What this is, the bank's clock, the customers (customer number, PSU-ID, accounts) and the first-payment recipe with this sandbox's URL.",
    responses: { 200: { description: "HTML.", html: true } },
  },
  {
    operationId: "docsPage",
    method: "get",
    path: "/docs",
    tag: "About this sandbox",
    summary: "The API reference (Swagger UI) over this document",
    description: "Served from the package's own files: it works offline.",
    responses: { 200: { description: "HTML.", html: true } },
  },
  {
    operationId: "docsAsset",
    method: "get",
    path: "/docs/assets/{file}",
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
  },
  {
    operationId: "favicon",
    method: "get",
    path: "/favicon.ico",
    tag: "About this sandbox",
    summary: "The sandbox's icon (SVG)",
    description: "Browsers ask for it on their own; the pages link /favicon.svg, the same picture.",
    responses: { 200: { description: "SVG.", text: ["image/svg+xml"], headers: ["Cache-Control"] } },
  },
  {
    operationId: "faviconSvg",
    method: "get",
    path: "/favicon.svg",
    tag: "About this sandbox",
    summary: "The sandbox's icon (SVG)",
    responses: { 200: { description: "SVG.", text: ["image/svg+xml"], headers: ["Cache-Control"] } },
  },
]);
