/**
 * Holds one request/answer pair to the OpenAPI document with openapi-backend (a validator library of
 * its own, not our zod): the pair's operation, status, headers and body must be documented, and the
 * body must fit its schema. A 2xx/3xx answer also means the request was one the document allows.
 */
import formats from "ajv-formats";
import { OpenAPIBackend } from "openapi-backend";
import { badEscape } from "../../src/http/percent-encoding.js";
import type { OpenApiDocument } from "../../src/openapi/document.js";

export interface Pair {
  method: string;
  /** Path and query. */
  target: string;
  requestHeaders: Record<string, string>;
  requestBody: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

/** Headers of HTTP itself, which the document does not list. */
const transport = new Set([
  "content-type",
  "content-length",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);
/** Request headers the signature check judges (absent on purpose with signature mode off). */
const signing = /tpp-signature-certificate|digest|signature/i;

export interface Checker {
  check(pair: Pair): string[];
  /** operationId of the pair, when one matches. */
  operationOf(pair: Pair): string | undefined;
}

type Operation = { operationId: string; responses: unknown };
type Responses = Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;

type Ajv = Parameters<NonNullable<ConstructorParameters<typeof OpenAPIBackend>[0]["customizeAjv"]>>[0];

/**
 * openapi-backend compiles each operation's schemas with a new Ajv, from a copy of the document with
 * every $ref resolved in place: the Error schema alone was compiled anew for each documented status,
 * most of the contract check's time. One compiled function per context and schema serves them all
 * (a validator keeps its errors only until the next call, which openapi-backend reads at once).
 */
const compiled = new Map<string, ReturnType<Ajv["compile"]>>();
function compilingOnce(ajv: Ajv, context: string): Ajv {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: object) => {
    const key = `${context}\n${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }) as Ajv["compile"];
  return ajv;
}

export async function contractChecker(document: OpenApiDocument): Promise<Checker> {
  const api = new OpenAPIBackend({
    definition: JSON.parse(JSON.stringify(document)) as never,
    // quick: its own definition check knows OpenAPI 3.0 only; the document is checked as 3.1 by
    // @seriousme/openapi-schema-validator in test/openapi.
    quick: true,
    // /__admin/ (the dashboard) and /__admin are not the same path to the sandbox.
    ignoreTrailingSlashes: false,
    // validateSchema off: each of the many Ajv instances would compile the JSON Schema meta-schema
    // first (a third of the check's time); the document's schemas are held to OpenAPI 3.1 by
    // @seriousme/openapi-schema-validator in test/openapi.
    ajvOpts: { strict: false, validateSchema: false },
    // Formats (date-time, email, uri) are checked too, not skipped with a warning.
    customizeAjv: (ajv, _options, context) => {
      formats.default(ajv as never);
      return compilingOnce(ajv, String(context));
    },
  });
  await api.init();
  // openapi-backend flattens the document's operations anew on every lookup (several per pair); the
  // document does not change, so flatten it once.
  const operationList = api.router.getOperations();
  api.router.getOperations = () => operationList;
  const errorApi = api;
  const request = (pair: Pair) => {
    const url = new URL(pair.target, "http://sandbox.test");
    const body = parseBody(pair.requestBody, pair.requestHeaders["content-type"]);
    return {
      method: pair.method.toLowerCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: pair.requestHeaders,
      ...(body !== undefined ? { body } : {}),
    };
  };
  const operationOf = (pair: Pair) =>
    (api.matchOperation(request(pair)) as Operation | undefined)?.operationId;

  function check(pair: Pair): string[] {
    const req = request(pair);
    // A CORS preflight is the browser's protocol, not an operation (OpenAPI does not list them): it
    // must be a 204 without a body (allowing the origin when cors.origins lists it), or a refusal
    // with the Error object.
    if (pair.method === "OPTIONS" && pair.requestHeaders["access-control-request-method"] !== undefined) {
      const answered = pair.status === 204 && pair.responseBody === "";
      return answered || (pair.status >= 400 && isError(pair.responseBody))
        ? []
        : [`CORS preflight answered ${pair.status}\n    ${pair.method} ${pair.target}`];
    }
    // A target that cannot be decoded is refused before any operation reads it, on every path.
    if (badEscape(pair.target) !== undefined) {
      return pair.status === 400 && isError(pair.responseBody)
        ? []
        : [`a malformed percent-encoding answered ${pair.status}\n    ${pair.method} ${pair.target}`];
    }
    const op = api.matchOperation(req) as Operation | undefined;
    const problems: string[] = [];
    const status = String(pair.status);
    if (!op) {
      // A path the document does not list must be answered as one: 404 with the Error object.
      if (pair.status !== 404 || !isError(pair.responseBody))
        problems.push(`no documented operation answered ${status}\n    ${pair.method} ${pair.target}`);
      return problems;
    }
    const responses = op.responses as Responses;
    const documented = responses[status];
    if (!documented) return [`${op.operationId} does not document status ${status}`];
    const allowed = new Set(Object.keys(documented.headers ?? {}).map((h) => h.toLowerCase()));
    for (const name of Object.keys(pair.responseHeaders)) {
      if (!transport.has(name) && !allowed.has(name))
        problems.push(`${op.operationId} ${status}: header ${name} is not documented`);
    }
    const types = Object.keys(documented.content ?? {});
    const type = (pair.responseHeaders["content-type"] ?? "").split(";")[0]?.trim() ?? "";
    if (types.length === 0 && pair.responseBody !== "")
      problems.push(`${op.operationId} ${status}: documented without a body, answered one`);
    if (types.length > 0 && !types.includes(type))
      problems.push(
        `${op.operationId} ${status}: content-type ${type} is not documented (${types.join(", ")})`,
      );
    if (types.includes("application/json") && type === "application/json") {
      const result = errorApi.validateResponse(parseBody(pair.responseBody, type), op as never, pair.status);
      if (result.errors?.length)
        problems.push(`${op.operationId} ${status}: answer body ${describe(result.errors)}`);
    }
    if (pair.status < 400) {
      const result = api.validateRequest(req as never, op as never);
      const errors = (result.errors ?? []).filter((e: unknown) => !signing.test(JSON.stringify(e)));
      if (errors.length) problems.push(`${op.operationId} ${status}: request ${describe(errors)}`);
    }
    return problems.map(
      (p) => `${p}\n    ${pair.method} ${pair.target} -> ${status} ${pair.responseBody.slice(0, 300)}`,
    );
  }
  return { check, operationOf };
}

function parseBody(text: string, type: string | undefined): unknown {
  if (text === "") return undefined;
  if (type?.includes("x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isError(text: string): boolean {
  const body = parseBody(text, "application/json") as { code?: unknown; tppMessages?: unknown } | undefined;
  return typeof body?.code === "string" && Array.isArray(body.tppMessages);
}

function describe(errors: unknown[]): string {
  return errors
    .slice(0, 3)
    .map((e) => {
      const { instancePath, message, params } = e as {
        instancePath?: string;
        message?: string;
        params?: unknown;
      };
      return `${instancePath || "(root)"} ${message} ${JSON.stringify(params)}`;
    })
    .join("; ");
}
