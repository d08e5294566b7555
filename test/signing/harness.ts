/** A tiny hono app behind verifySignature, plus ways to sign (and mis-sign) requests for it. */
import { createPrivateKey, sign } from "node:crypto";
import { type Context, Hono } from "hono";
import { type Clock, createClock } from "../../src/clock.js";
import type { Strictness } from "../../src/config/schema.js";
import { ApiError, type ErrorBody, renderError } from "../../src/errors.js";
import type { AppEnv, TppIdentity } from "../../src/http/env.js";
import { matchOperation } from "../../src/http/operation-router.js";
import { createSigningBasket } from "../../src/baskets/create.js";
import type { Logger } from "../../src/logger.js";
import {
  createTppClient,
  type SignatureMode,
  type TppClientOptions,
  verifySignature,
} from "../../src/signing/index.js";
import { type FixtureTppName, loadFixtureTpp } from "../helpers/tpp.js";

export const BASE_URL = "http://sandbox.test";
export const SEPA_PATH = "/v1/payments/sepa-credit-transfers";

export interface Harness {
  app: Hono<AppEnv>;
  clock: Clock;
  warnings: { msg: string; fields?: Record<string, unknown> }[];
  setMode(mode: SignatureMode): void;
  setStrictness(strictness: Strictness): void;
  /** Sends a request with exactly these headers (no signing). */
  send(
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: Uint8Array | string,
  ): Promise<Response>;
  client(name?: FixtureTppName, options?: Partial<TppClientOptions>): ReturnType<typeof createTppClient>;
}

export interface Echo {
  tpp: TppIdentity;
  body?: unknown;
  rawLength: number;
}

export function createHarness(at = "2026-06-01T12:00:00Z"): Harness {
  const clock = createClock();
  clock.set(new Date(at));
  let mode: SignatureMode = "enforce";
  let strictness: Strictness = "bank";
  const warnings: Harness["warnings"] = [];
  const logger: Logger = {
    error() {},
    info() {},
    debug() {},
    warn: (msg, fields) => warnings.push(fields === undefined ? { msg } : { msg, fields }),
  };
  const app = new Hono<AppEnv>();
  // As in the app: the declared operation is matched first (its `digestExempt` is read from it).
  app.use(matchOperation([createSigningBasket]));
  app.use(verifySignature({ mode: () => mode, strictness: () => strictness, clock, logger }));
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(renderError(error, c.req.header("x-request-id") ?? ""), error.status);
    throw error;
  });
  const echo = async (c: Context<AppEnv>) => {
    const raw = c.get("rawBody");
    const body = raw.length > 0 ? await c.req.json() : undefined;
    return c.json({ tpp: c.get("tpp"), body, rawLength: raw.length });
  };
  app.post("/v1/payments/:product", echo);
  app.post("/v1/signing-baskets", echo);
  // Response.redirect answers with immutable headers: the warning header must still get on.
  app.get("/v1/redirect", () => Response.redirect("https://tpp.example/done", 302));
  app.get("/v1/payments/:product/:id", (c) =>
    c.json({ tpp: c.get("tpp"), rawLength: c.get("rawBody").length }),
  );

  const fetchInProcess = (url: string, init: RequestInit) => app.request(url, init);
  return {
    app,
    clock,
    warnings,
    setMode: (next) => {
      mode = next;
    },
    setStrictness: (next) => {
      strictness = next;
    },
    send: (method, target, headers, body) =>
      Promise.resolve(
        app.request(`${BASE_URL}${target}`, { method, headers, ...(body === undefined ? {} : { body }) }),
      ),
    client: (name = "tpp", options = {}) =>
      createTppClient({ ...loadFixtureTpp(name), baseUrl: BASE_URL, fetch: fetchInProcess, ...options }),
  };
}

/** A second, deliberately plain signer so tests can sign any list with any keyId or key. */
export function cavageSignature(options: {
  method: string;
  target: string;
  headers: Record<string, string>;
  names: string[];
  keyId: string;
  privateKey: string;
  algorithm?: string | null;
}): string {
  const lower = Object.fromEntries(Object.entries(options.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const signingString = options.names
    .map((n) =>
      n === "(request-target)"
        ? `${n}: ${options.method.toLowerCase()} ${options.target}`
        : `${n}: ${lower[n]}`,
    )
    .join("\n");
  const signature = sign("sha256", Buffer.from(signingString), createPrivateKey(options.privateKey)).toString(
    "base64",
  );
  const algorithm = options.algorithm === null ? "" : `algorithm="${options.algorithm ?? "rsa-sha256"}",`;
  const keyId = options.keyId.replace(/["\\]/g, (c) => `\\${c}`);
  return `keyId="${keyId}",${algorithm}headers="${options.names.join(" ")}",signature="${signature}"`;
}

/** Reads an answer, failing with its body when the status is not the expected one. */
export async function expectStatus<T = ErrorBody>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
