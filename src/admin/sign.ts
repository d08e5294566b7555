import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin } from "./operation-parts.js";
import type { Context } from "hono";
import { readFileSync } from "node:fs";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { ownOrigins } from "../http/hosts.js";
import { requestUrl } from "../http/url.js";
import { packageFile } from "../package-files.js";
import { createTppClient } from "../signing/client.js";

/**
 * A sandbox-only convenience for the API reference's "Try it out": the sandbox signs a request for
 * the page with a shipped TEST TPP, whose keys are public anyway. A real bank never signs for a TPP.
 * Under /__admin, so with an `adminToken` it answers only a logged-in dashboard or the Bearer token.
 */

/** The shipped TPPs the page may sign as: the default one and the second organisation. */
const SIGNERS = {
  tpp: { organisationId: "PSDNO-FSA-999999991", name: "Sandbox Test TPP AS" },
  tpp2: { organisationId: "PSDNO-FSA-999999992", name: "Second Test TPP AS" },
} as const;

/** A shipped TEST TPP's certificate and key (fixtures/test-tpp; docs/signing.md). */
function shipped(tpp: keyof typeof SIGNERS) {
  const read = (file: string) => readFileSync(packageFile(`fixtures/test-tpp/${file}`), "utf8");
  return { certificate: read(`${tpp}.pem`), privateKey: read(`${tpp}.key.pem`) };
}

/** Headers the signing makes: what the page sent under these names is replaced, never signed as is. */
const MADE = new Set(["digest", "signature", "tpp-signature-certificate"]);

export const SignRequest = z
  .object({
    tpp: z.enum(["tpp", "tpp2"]).default("tpp").describe("The shipped test TPP to sign as"),
    method: z
      .string()
      .regex(/^[A-Za-z]+$/, { error: "method must be an HTTP method, e.g. POST" })
      .describe("The request's method"),
    path: z
      .string()
      .regex(/^\/v1\/[^\s]*$/, {
        error: "path must be a path under /v1/ (with its query), e.g. /v1/sandbox/customers",
      })
      .describe("The path and query the request goes to, under /v1/"),
    headers: z.record(z.string(), z.string()).default({}).describe("The request's headers"),
    body: z.string().optional().describe("The request's body, exactly as it will be sent"),
  })
  .strict();
export type SignRequest = z.infer<typeof SignRequest>;

export const SignAnswer = z.object({
  headers: z.record(z.string(), z.string()).describe("Send these headers (the given ones, signed)"),
  tpp: z.object({ organisationId: z.string(), name: z.string() }),
});

export const SignersAnswer = z.object({
  signers: z.array(z.object({ tpp: z.string(), organisationId: z.string(), name: z.string() })),
});

/** A browser page of another site must not use this sandbox's signing: its own origins only. */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("Origin");
  if (origin === undefined) return true;
  const own = ownOrigins(requestUrl(c).host, c.get("ctx").config);
  return URL.canParse(origin) && own.includes(new URL(origin).origin);
}

export function signForPage(body: SignRequest): z.infer<typeof SignAnswer> {
  const { certificate, privateKey } = shipped(body.tpp);
  const client = createTppClient({ baseUrl: "http://sandbox.invalid", certificate, privateKey });
  const given = Object.fromEntries(Object.entries(body.headers).filter(([k]) => !MADE.has(k.toLowerCase())));
  const bytes = body.body === undefined ? undefined : Buffer.from(body.body, "utf8");
  return {
    headers: client.signHeaders(body.method.toUpperCase(), body.path, given, bytes),
    tpp: SIGNERS[body.tpp],
  };
}

/** In front of every method on /__admin/sign: the sandbox signs only for its own pages. */
export const signForOwnPagesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!sameOrigin(c))
    throw apiError("FORBIDDEN", "the sandbox signs only for its own pages (same origin)", "Origin");
  await next();
});

/** `GET /__admin/sign`: who the page may sign as; `POST /__admin/sign`: the headers to send. */
export const adminListSigners = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminListSigners",
    // It changes nothing: the call it signs is the one logged.
    logged: false,
    method: "get",
    path: "/__admin/sign",
    summary: "Who the API reference page may sign as (sandbox-only)",
    description:
      "The shipped TEST TPPs the sandbox signs with for /docs' Try it out. Same origin only; with an adminToken, only for a logged-in dashboard or the Bearer token.",
    responses: { 200: { description: "The signers.", body: SignersAnswer } },
    errors: ["FORBIDDEN"],
    handle: (c) => c.json({ signers: Object.entries(SIGNERS).map(([tpp, signer]) => ({ tpp, ...signer })) }),
  }),
);

export const adminSign = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminSign",
    // It changes nothing: the call it signs is the one logged.
    logged: false,
    method: "post",
    path: "/__admin/sign",
    summary: "Sign a request for the API reference page (sandbox-only)",
    description:
      "A sandbox-only convenience: the sandbox signs a /v1 request (X-Request-ID, Digest, TPP-Signature-Certificate, Signature) with a shipped TEST TPP whose keys are public. A real bank never signs for a TPP. Same origin only.",
    body: SignRequest,
    responses: { 200: { description: "The headers to send.", body: SignAnswer } },
    errors: ["FORMAT_ERROR", "FORBIDDEN"],
    handle: (c) => c.json(signForPage(c.req.valid("json"))),
  }),
);
