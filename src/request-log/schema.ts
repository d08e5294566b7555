import { z } from "zod";
import { SignatureDiagnosis } from "../signing/diagnosis.js";

/**
 * One request as `GET /__admin/requests` shows it (docs/observability.md lists each field). The one
 * source of its shape: `present` builds it, the OpenAPI document and the contract test read it here.
 */
export const RequestLogEntry = z
  .object({
    seq: z.number().int().describe("The request log's own number of the request, rising"),
    time: z.string().describe("The sandbox clock at arrival, ISO 8601"),
    method: z.string(),
    path: z.string(),
    query: z.string().describe("The query string, without its ?"),
    status: z.number().int(),
    codes: z
      .array(z.string())
      .describe("The answer's error codes (its code and each tppMessage's); none for a success"),
    durationMs: z.number(),
    xRequestId: z.string(),
    psuId: z.string().optional(),
    tpp: z
      .object({ id: z.string().describe("The organisation id"), name: z.string().optional() })
      .strict()
      .optional()
      .describe("The TPP whose certificate signed it (as far as the certificate could be read)"),
    resources: z
      .array(z.string())
      .describe("paymentId, basketId and authorisationId values the request named or its answer returned"),
    request: z
      .object({
        headers: z.record(z.string(), z.string()).describe("Names in lower case"),
        body: z.string().optional(),
        bodyTruncated: z.boolean().optional().describe("The body is longer than the 16 KB kept"),
      })
      .strict(),
    response: z
      .object({
        contentType: z.string().optional(),
        body: z.string().optional(),
        bodyTruncated: z.boolean().optional(),
      })
      .strict(),
    signatureDiagnosis: SignatureDiagnosis.optional().describe(
      "For a refused signature (or one only warned about): what failed and what the sandbox computed",
    ),
    notes: z.array(z.string()).optional().describe("Marks of other features, e.g. an injected fault"),
  })
  .strict();
export type RequestLogEntry = z.infer<typeof RequestLogEntry>;

/** GET /__admin/requests. */
export const RequestLogList = z
  .object({
    size: z.number().int().describe("How many requests the request log keeps (requestLog.size)"),
    total: z.number().int().describe("How many match the filter"),
    requests: z.array(RequestLogEntry).describe("Newest first, at most `limit`"),
  })
  .strict();
export type RequestLogList = z.infer<typeof RequestLogList>;
