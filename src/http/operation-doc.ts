import type { z } from "zod";
import type { ErrorCode } from "../errors.js";
import type { HeaderTable } from "./headers.js";

/**
 * How an operation is described in the OpenAPI document (GET /openapi.json): the part of an operation's
 * declaration (./operation.ts, in the route's own file) that the document builder reads, built from
 * the same zod schemas and header tables the route checks with. The contract test holds every answer
 * the test suite sees to these descriptions, so one cannot fall behind its route.
 */

/** Response headers the document describes (src/openapi/describe.ts says what each means). */
export type ResponseHeaderName =
  | "Location"
  | "ASPSP-SCA-Approach"
  | "Cache-Control"
  | "Pragma"
  | "X-Frame-Options"
  | "Referrer-Policy"
  | "Content-Security-Policy"
  | "Set-Cookie"
  | "Retry-After";

export interface ResponseDoc {
  description: string;
  /** JSON body. */
  body?: z.ZodType;
  /** An HTML page (the SCA page, the docs). */
  html?: boolean;
  /** Other media types with a plain string body (the YAML document, the docs page's files). */
  text?: string | readonly string[];
  /** Headers besides X-Request-ID, which every answer carries. */
  headers?: readonly ResponseHeaderName[];
}

export interface OperationDoc {
  /** Unique, camelCase: it names the client method generators make. */
  operationId: string;
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI path template, e.g. `/v1/signing-baskets/{basketId}`. */
  path: string;
  /** One of the document's tags (its interface declares them: `tags`). */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters: one string field each, with `.describe()`; enums list the values. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers as the interface's 5.3 table lists them (R required, O optional). */
  headers?: HeaderTable;
  /** Other request headers this operation reads, e.g. the admin token. */
  extraHeaders?: Readonly<Record<string, { required: boolean; description: string; schema?: z.ZodType }>>;
  /** JSON request body. */
  body?: z.ZodType;
  /** The body may be left out (an explicit authorisation start). */
  bodyOptional?: boolean;
  /** application/x-www-form-urlencoded request body (the SCA page's form). */
  form?: z.ZodType;
  /** Successful (and redirect) answers by status. */
  responses: Readonly<Record<number, ResponseDoc>>;
  /**
   * Error codes this operation answers beyond those every operation of its kind can answer (for /v1:
   * a missing or bad signature or X-Request-ID, a bad body, too large a body). Grouped by status.
   */
  errors?: readonly ErrorCode[];
  /** A 401 Challenge body (interface 5.2) may answer instead of the operation's result. */
  challenge?: z.ZodType;
}
