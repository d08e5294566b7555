/**
 * The one error model. Every failure the sandbox answers — from middleware, routes or `onError` —
 * is an `ApiError` rendered by `renderError`: the interface's Error object (section 2.10) plus
 * `tppMessages`, one entry per violation with the path of the offending field or header.
 */

import { z } from "zod";

/** Closed list of codes and the HTTP status each one answers with. */
export const errorStatus = {
  FORMAT_ERROR: 400,
  HTTP_HEADER_REQUIRED: 400,
  QUERY_PARAMETER_REQUIRED: 400,
  REFERENCE_MIX_INVALID: 400,
  KID_INVALID: 400,
  KID_MISSING: 400,
  EXECUTION_DATE_INVALID: 400,
  PERIOD_INVALID: 400,
  PAYMENT_FAILED: 400,
  PSU_CREDENTIALS_INVALID: 401,
  CERTIFICATE_MISSING: 401,
  CERTIFICATE_INVALID: 401,
  CERTIFICATE_EXPIRED: 401,
  ROLE_INVALID: 401,
  CONSENT_INVALID: 401,
  CONSENT_EXPIRED: 401,
  SIGNATURE_MISSING: 401,
  SIGNATURE_INVALID: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PRODUCT_INVALID: 403,
  SERVICE_BLOCKED: 403,
  CONSENT_UNKNOWN: 403,
  RESOURCE_UNKNOWN: 404,
  PRODUCT_UNKNOWN: 404,
  NOT_FOUND: 404,
  SERVICE_INVALID: 405,
  CANCELLATION_INVALID: 405,
  CONFLICT: 409,
  STATUS_INVALID: 409,
  REFERENCE_STATUS_INVALID: 409,
  RESOURCE_EXPIRED: 410,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  MISDIRECTED_REQUEST: 421,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ACCESS_EXCEEDED: 429,
  HEADERS_TOO_LARGE: 431,
  SYSTEM_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  HTTP_VERSION_NOT_SUPPORTED: 505,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type HttpErrorStatus = (typeof errorStatus)[ErrorCode];

const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

const MAX_TEXT = 512;

/** One message to the TPP (interface 2.10); answers carry them in `tppMessages`. */
export const TppMessage = z.object({
  category: z.enum(["ERROR", "WARNING"]),
  code: z.enum(errorCodes),
  path: z.string().optional(),
  text: z.string().max(MAX_TEXT).optional(),
});
export type TppMessage = z.infer<typeof TppMessage>;

/** One violation: what was wrong, where (a JSON path like `creditorAccount.iban` or a header name). */
export interface Violation {
  code?: ErrorCode;
  /** A note beside the errors (e.g. where to read more), rendered with category WARNING. */
  category?: "WARNING";
  path?: string;
  text: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: HttpErrorStatus;
  readonly violations: Violation[];

  /**
   * `violations` lists every problem found; each may carry its own code (defaulting to `code`).
   * The error's message is the first violation's text unless given.
   */
  constructor(code: ErrorCode, violations: Violation[] | string, message?: string) {
    const list = typeof violations === "string" ? [{ text: violations }] : violations;
    super(message ?? list[0]?.text ?? code);
    this.name = "ApiError";
    this.code = code;
    this.status = errorStatus[code];
    this.violations = list;
  }
}

/** Shorthand for the common single-violation error. */
export function apiError(code: ErrorCode, text: string, path?: string): ApiError {
  return new ApiError(code, [path === undefined ? { text } : { path, text }]);
}

/** The body of every error answer (interface 2.10 plus `tppMessages`). */
export const ErrorBody = z
  .object({
    id: z.string(),
    system: z.string(),
    status: z.number().int(),
    code: z.enum(errorCodes),
    message: z.string(),
    tppMessages: z.array(TppMessage).min(1),
  })
  .strict();
export type ErrorBody = z.infer<typeof ErrorBody>;

export const SYSTEM_NAME = "psd2-sandbox";

function clip(text: string): string {
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT - 1)}…`;
}

/** The body every error answer carries. `id` ties the answer to the call (the request's X-Request-ID). */
export function renderError(error: ApiError, id: string): ErrorBody {
  return {
    id,
    system: SYSTEM_NAME,
    status: error.status,
    code: error.code,
    message: clip(error.message),
    tppMessages: error.violations.map((v) => {
      const message: TppMessage = { category: v.category ?? "ERROR", code: v.code ?? error.code };
      if (v.path !== undefined) message.path = v.path;
      message.text = clip(v.text);
      return message;
    }),
  };
}

/** Codes answered by any signed call before its route runs (interface 5.1 and the request's framing). */
export const signedCallErrors: readonly ErrorCode[] = [
  "FORMAT_ERROR",
  "HTTP_HEADER_REQUIRED",
  "CERTIFICATE_MISSING",
  "CERTIFICATE_INVALID",
  "CERTIFICATE_EXPIRED",
  "SIGNATURE_MISSING",
  "SIGNATURE_INVALID",
  "PAYLOAD_TOO_LARGE",
];
