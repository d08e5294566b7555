import { z } from "zod";
import { defineOperations } from "../http/operation-doc.js";

const OpenApi = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});

/** The document describes itself too, so a client sees every path the sandbox serves. */
export const selfDocs = defineOperations([
  {
    operationId: "getOpenApiJson",
    method: "get",
    path: "/openapi.json",
    tag: "About this sandbox",
    summary: "This OpenAPI document (JSON)",
    description: "Unsigned. Its server URL is this sandbox's public URL.",
    responses: { 200: { description: "OpenAPI 3.1.", body: OpenApi } },
  },
  {
    operationId: "getOpenApiYaml",
    method: "get",
    path: "/openapi.yaml",
    tag: "About this sandbox",
    summary: "This OpenAPI document (YAML)",
    responses: { 200: { description: "OpenAPI 3.1.", text: "application/yaml" } },
  },
]);
