import { type ErrorCode, errorStatus, TppMessage } from "../errors.js";
import { type JsonSchema, jsonSchema } from "./json-schema.js";

const allCodes = Object.keys(errorStatus) as ErrorCode[];

/** The interface's Error object (2.10) with tppMessages, as `renderError` writes it. */
export const errorSchema: JsonSchema = {
  type: "object",
  description:
    "The error model: status and code of the call, and one tppMessage per violation with the path of the field or header and what to send instead.",
  properties: {
    id: { type: "string", description: "The request's X-Request-ID." },
    system: { type: "string", const: "psd2-sandbox" },
    status: { type: "integer" },
    code: { type: "string", enum: allCodes },
    message: { type: "string", maxLength: 512 },
    tppMessages: {
      type: "array",
      minItems: 1,
      description: "One per violation; its path is the JSON path of the field (or the header's name).",
      items: jsonSchema(TppMessage, "output"),
    },
  },
  required: ["id", "system", "status", "code", "message", "tppMessages"],
  additionalProperties: false,
};

/** Codes grouped by the status they answer with, in status order. */
export function byStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}

/** The answer for one status: the Error object, its `code` one of `codes`. */
export function errorResponse(status: number, codes: readonly ErrorCode[], headers: JsonSchema): JsonSchema {
  return {
    description: `${codes.join(", ")}`,
    headers,
    content: {
      "application/json": {
        schema: {
          allOf: [{ $ref: "#/components/schemas/Error" }],
          properties: { status: { const: status }, code: { enum: [...codes] } },
        },
      },
    },
  };
}
