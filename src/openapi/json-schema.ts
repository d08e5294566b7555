import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12). Requests are described as zod reads
 * them (`input`: defaults make fields optional), answers as the sandbox writes them (`output`: every
 * object closed, so an unknown field in an answer fails the contract test). Checks that JSON Schema
 * cannot say (a KID's check digit, a basket's duplicates) are the routes' and stay out.
 */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

/** One parameter per field of `shape` (path or query): required unless optional. */
export function parameters(where: "path" | "query", shape: z.ZodObject | undefined): JsonSchema[] {
  if (!shape) return [];
  const schema = jsonSchema(shape, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}
