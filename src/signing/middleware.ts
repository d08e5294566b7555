/**
 * Request signing middleware (interface 5.1). Reads the raw body once (hono caches it, so routes
 * can still call `c.req.json()`), verifies Digest, certificate, keyId and Signature, and sets
 * `rawBody` and `tpp`. Modes: `enforce` rejects; `warn` checks, answers anyway and reports the
 * failure in a response header and the log; `off` checks nothing.
 */
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { Clock } from "../clock.js";
import type { Strictness } from "../config/schema.js";
import { ApiError } from "../errors.js";
import type { AppEnv, TppIdentity } from "../http/env.js";
import { requestUrl } from "../http/url.js";
import type { Logger } from "../logger.js";
import { CERTIFICATE_HEADER, type CertificateCache, createCertificateCache } from "./certificate.js";
import { type SignatureDiagnosis, SignatureRefusal } from "./diagnosis.js";
import { digestRequiredByInterface, type VerifyContext, verifyRequest } from "./verify-request.js";

export type SignatureMode = "enforce" | "warn" | "off";

export interface VerifySignatureOptions {
  /** Read per request so the mode can be switched at run time. */
  mode: () => SignatureMode;
  /** Config `strictness`; `bank` when not given. */
  strictness?: () => Strictness;
  clock: Clock;
  logger: Logger;
  /**
   * Whether a request must carry Digest, given its body's length and whether its operation is exempt
   * (`c.var.operation.digestExempt`); defaults to interface 5.1 (`digestRequiredByInterface`).
   */
  digestRequired?: (bodyLength: number, exempt: boolean) => boolean;
  /**
   * Told of every failed check with its diagnosis (the request log keeps it). What it returns,
   * if anything, is added to a refusal as a last tppMessage: where to read the diagnosis.
   */
  onRefusal?: (c: Context<AppEnv>, diagnosis: SignatureDiagnosis) => string | undefined;
  /** Checks a certificate whose signature verified (trust mode, key pinning); throws to refuse it. */
  trust?: VerifyContext["trust"];
  /** When given, a signed Date must be fresh (date.ts): how long ids are remembered. */
  freshness?: { windowMs: () => number; skewMs: number };
}

export const WARNING_HEADER = "X-Sandbox-Signature-Warning";
const ANONYMOUS: TppIdentity = { id: "anonymous", roles: [] };
const NO_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** In warn and off modes the TPP is still whoever the certificate names, when it can be read. */
function bestEffortIdentity(certificates: CertificateCache, header: string | null): TppIdentity {
  if (header === null) return ANONYMOUS;
  try {
    return certificates.get(header).identity;
  } catch {
    return ANONYMOUS;
  }
}

/** Header values must be printable ASCII on one line: escape the rest rather than fail to answer. */
function headerSafe(text: string): string {
  const escaped = text.replace(
    /[^\x20-\x7e]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return escaped.length <= 1024 ? escaped : `${escaped.slice(0, 1021)}...`;
}

/** Some responses (e.g. `Response.redirect`) have immutable headers; those are copied first. */
function setHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

export function verifySignature(options: VerifySignatureOptions): MiddlewareHandler<AppEnv> {
  const certificates = createCertificateCache();
  const digestRequired = options.digestRequired ?? digestRequiredByInterface;
  return createMiddleware<AppEnv>(async function verifySignature(c, next) {
    const method = c.req.method.toUpperCase();
    const body = NO_BODY.has(method) ? new Uint8Array() : new Uint8Array(await c.req.arrayBuffer());
    c.set("rawBody", body);
    const mode = options.mode();
    const headers = c.req.raw.headers;
    if (mode === "off") {
      c.set("tpp", bestEffortIdentity(certificates, headers.get(CERTIFICATE_HEADER)));
      return next();
    }
    const url = requestUrl(c);
    const request = { method, target: url.pathname + url.search, headers, body };
    const context: VerifyContext = {
      now: options.clock.now(),
      certificates,
      digestRequired: digestRequired(body.length, c.get("operation")?.digestExempt === true),
      strictness: options.strictness?.() ?? "bank",
    };
    if (options.trust !== undefined) context.trust = options.trust;
    if (options.freshness !== undefined) {
      const { windowMs, skewMs } = options.freshness;
      const realNow = context.now.getTime() - options.clock.offsetMs();
      context.freshness = { realNow, windowMs: windowMs(), skewMs };
    }
    try {
      c.set("tpp", await verifyRequest(request, context));
    } catch (error) {
      const hint = error instanceof SignatureRefusal ? options.onRefusal?.(c, error.diagnosis) : undefined;
      if (!(error instanceof ApiError)) throw error;
      // Whose request it was, as far as its certificate tells, so a refusal can be found by TPP.
      c.set("tpp", bestEffortIdentity(certificates, headers.get(CERTIFICATE_HEADER)));
      if (mode === "enforce") {
        throw hint === undefined
          ? error
          : new ApiError(
              error.code,
              [...error.violations, { category: "WARNING", text: hint }],
              error.message,
            );
      }
      const warning = `${error.code}: ${error.message}`;
      options.logger.warn("request signature check failed (signature mode warn)", {
        code: error.code,
        text: error.message,
        method,
        path: request.target,
      });
      await next();
      c.res = setHeader(c.res, WARNING_HEADER, headerSafe(warning));
      return;
    }
    return next();
  });
}
