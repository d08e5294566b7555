import { z } from "zod";
import { defineOperation, mountOperations, type Operation } from "../http/operation.js";
import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { baseUrl } from "../http/links.js";
import { documentFor, yamlFor } from "./cache.js";

/**
 * GET /openapi.json and /openapi.yaml: unsigned, server URL = this sandbox's public URL. The document
 * describes itself too, so a client sees every path the sandbox serves: `all` is every operation.
 */
export function selfOperations(all: () => readonly Operation[]): readonly Operation[] {
  const getOpenApiJson = defineOperation({
    operationId: "getOpenApiJson",
    method: "get",
    path: "/openapi.json",
    tag: "About this sandbox",
    summary: "This OpenAPI document (JSON)",
    description: "Unsigned. Its server URL is this sandbox's public URL.",
    responses: { 200: { description: "OpenAPI 3.1.", body: OpenApi } },
    handle: async (c) => {
      const { json } = await documentFor(baseUrl(c), all());
      return c.body(json, 200, { "Content-Type": "application/json; charset=utf-8" });
    },
  });
  const getOpenApiYaml = defineOperation({
    operationId: "getOpenApiYaml",
    method: "get",
    path: "/openapi.yaml",
    tag: "About this sandbox",
    summary: "This OpenAPI document (YAML)",
    responses: { 200: { description: "OpenAPI 3.1.", text: "application/yaml" } },
    handle: async (c) => {
      return c.body(await yamlFor(baseUrl(c), all()), 200, {
        "Content-Type": "application/yaml; charset=utf-8",
      });
    },
  });
  return [getOpenApiJson, getOpenApiYaml];
}

export function openapiRoutes(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountOperations(app, operations, "");
  return app;
}

export const OpenApi = z.looseObject({
  openapi: z.literal("3.1.0"),
  info: z.looseObject({}),
  paths: z.looseObject({}),
});
