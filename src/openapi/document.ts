import { errorStatus } from "../errors.js";
import { faultCodes } from "../faults/schema.js";
import type { HeaderTable } from "../http/headers.js";
import type { ResponseDoc } from "../http/operation-doc.js";
import type { DescribedOperation } from "../http/operation.js";
import { INTERFACE_RELEASE, version } from "../version.js";
import { headerDescriptions, responseHeaderDescriptions, signingDescription } from "./describe.js";
import { SchemaComponents } from "./schema-components.js";
import { signedCallErrors } from "../errors.js";
import { byStatus, errorResponse, errorSchema } from "./errors.js";
import { exampleOf } from "./examples.js";
import { type JsonSchema, parameters } from "./json-schema.js";
import { Reused } from "./reused.js";
import { sharedSchemaNames } from "./schema-names.js";

export type OpenApiDocument = JsonSchema & { paths: Record<string, Record<string, JsonSchema>> };

/** A TPP's signed call: an operation of a signed interface (the bank's). */
const signed = (op: DescribedOperation) => op.within?.signed === true;
/** Fault rules (PUT /__admin/faults) can hit every path but the control API's. */
const faultable = (op: DescribedOperation) => !op.path.startsWith("/__admin");
const faultErrors = Object.values(faultCodes);
/** With config cors.origins set, every answer of a browser-called interface carries these (src/http/cors.ts). */
const corsHeaders = ["Access-Control-Allow-Origin", "Access-Control-Expose-Headers", "Vary"];
/** Interface 5.1: a body needs a Digest, except on the operation it exempts (`digestExempt`). */
const digestRequired = (op: DescribedOperation) => op.body !== undefined && op.digestExempt !== true;

/** The schema names of the operations' interfaces, each interface's once, in the list's order. */
function schemaNamesOf(operations: readonly DescribedOperation[]) {
  const interfaces = new Set(operations.flatMap((op) => (op.within ? [op.within] : [])));
  return [...interfaces].flatMap((within) => within.loadedSchemaNames ?? []);
}

/** The tags of the operations' interfaces, each once, in the order they first serve one. */
function tagsOf(operations: readonly DescribedOperation[]) {
  const byName = new Map(operations.flatMap((op) => op.within?.tags ?? []).map((tag) => [tag.name, tag]));
  return [...byName.values()];
}

/** What the operations share, declared once under `components` and referenced. */
interface Parts {
  schemas: SchemaComponents;
  parameters: Reused;
  responses: Reused;
  examples: Reused;
}

function header(name: string, required: boolean, description?: string, schema?: JsonSchema): JsonSchema {
  const text = description ?? headerDescriptions[name];
  return {
    name,
    in: "header",
    required,
    ...(text ? { description: text } : {}),
    schema: schema ?? { type: "string" },
  };
}

function headerParameters(op: DescribedOperation, parts: Parts): JsonSchema[] {
  const list: JsonSchema[] = [];
  if (signed(op)) {
    list.push(header("X-Request-ID", true), header("TPP-Signature-Certificate", true));
    if (op.body) list.push(header("Digest", digestRequired(op) && op.bodyOptional !== true));
  }
  const table: HeaderTable = op.headers ?? {};
  for (const [name, rule] of Object.entries(table)) {
    if (typeof rule === "object") {
      const base = headerDescriptions[name] ?? "";
      list.push(header(name, false, `${base} Required unless ${rule.unless} is sent.`.trim()));
    } else list.push(header(name, rule === "R"));
  }
  for (const [name, extra] of Object.entries(op.extraHeaders ?? {})) {
    const schema = extra.schema && parts.schemas.of(extra.schema, "input");
    list.push(header(name, extra.required, extra.description, schema));
  }
  return list;
}

function responseHeaders(op: DescribedOperation, doc: ResponseDoc): JsonSchema {
  const names = [
    "X-Request-ID",
    "X-Content-Type-Options",
    ...(signed(op) ? ["X-Sandbox-Replayed", "X-Sandbox-Signature-Warning"] : []),
    ...(op.within?.cors === true ? corsHeaders : []),
    ...(faultable(op) ? ["X-Sandbox-Fault", "Retry-After"] : []),
    ...(doc.headers ?? []),
  ];
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

/** A header parameter's component name after its header's: whether (and when) it is required. */
const headerVariant = (p: JsonSchema) =>
  p.required ? "" : String(p.description).includes("Required unless") ? "_conditional" : "_optional";

/** A media type's `examples`: the recorded value, declared under components/examples. */
function shown(parts: Parts, name: string, value: unknown): JsonSchema {
  return value === undefined ? {} : { examples: { [name]: parts.examples.ref(name, { value }) } };
}

function content(
  op: DescribedOperation,
  doc: ResponseDoc,
  status: number,
  parts: Parts,
): JsonSchema | undefined {
  const example = exampleOf(op);
  if (doc.body) {
    const schema = parts.schemas.lift(parts.schemas.of(doc.body, "output"), `${op.operationId}_${status}`);
    const value = example?.status === status ? example.response : undefined;
    return { "application/json": { schema, ...shown(parts, `${op.operationId}_${status}`, value) } };
  }
  if (doc.html) return { "text/html": { schema: { type: "string" } } };
  if (doc.text) {
    const types = typeof doc.text === "string" ? [doc.text] : doc.text;
    return Object.fromEntries(types.map((type) => [type, { schema: { type: "string" } }]));
  }
  return undefined;
}

function requestBody(op: DescribedOperation, parts: Parts): JsonSchema | undefined {
  const name = `${op.operationId}_request`;
  if (op.body) {
    const schema = parts.schemas.lift(parts.schemas.of(op.body, "input"), name);
    return {
      required: op.bodyOptional !== true,
      content: {
        "application/json": { schema, ...shown(parts, name, exampleOf(op)?.request) },
      },
    };
  }
  if (!op.form) return undefined;
  const schema = parts.schemas.lift(parts.schemas.of(op.form, "input"), name);
  return { required: true, content: { "application/x-www-form-urlencoded": { schema } } };
}

function operation(op: DescribedOperation, parts: Parts): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, doc] of Object.entries(op.responses)) {
    const body = content(op, doc, Number(status), parts);
    responses[status] = {
      description: doc.description,
      headers: responseHeaders(op, doc),
      ...(body ? { content: body } : {}),
    };
  }
  if (op.challenge) {
    const challenge = parts.schemas.lift(parts.schemas.of(op.challenge, "output"), `${op.operationId}_401`);
    responses["401"] = {
      description:
        "Challenge (interface 5.2): the PSU has no valid SCA; send the PSU to scaRedirect, then repeat the call.",
      headers: responseHeaders(op, { description: "", headers: ["ASPSP-SCA-Approach"] }),
      content: {
        "application/json": { schema: { oneOf: [challenge, { $ref: "#/components/schemas/Error" }] } },
      },
    };
  }
  const codes = [
    ...(signed(op) ? signedCallErrors : []),
    ...(op.errors ?? []),
    ...(faultable(op) ? faultErrors : []),
  ];
  for (const [status, list] of byStatus(codes)) {
    if (responses[String(status)]) continue; // a 401 Challenge already lists the Error as an alternative
    const retry: ResponseDoc["headers"] = status === 429 ? ["Retry-After"] : [];
    const answer = errorResponse(status, list, responseHeaders(op, { description: "", headers: retry }));
    responses[String(status)] = parts.responses.ref(`Error${status}`, answer);
  }
  const body = requestBody(op, parts);
  const params = [
    ...parameters("path", op.params),
    ...parameters("query", op.query),
    ...headerParameters(op, parts),
  ];
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: params.map((p) =>
      p.in === "header" ? parts.parameters.ref(`${p.name}${headerVariant(p)}`, p) : p,
    ),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: signed(op)
      ? [{ tppSignature: [] }]
      : op.path.startsWith("/__admin")
        ? [{}, { adminToken: [] }]
        : [],
  };
}

/** The whole document for a sandbox reached at `serverUrl`, from the operations' own declarations. */
export function buildDocument(serverUrl: string, operations: readonly DescribedOperation[]): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const parts: Parts = {
    schemas: new SchemaComponents([...sharedSchemaNames, ...schemaNamesOf(operations)], {
      Error: errorSchema,
    }),
    parameters: new Reused("parameters"),
    responses: new Reused("responses"),
    examples: new Reused("examples"),
  };
  for (const op of operations) {
    const item = paths[op.path] ?? {};
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is documented twice`);
    item[op.method] = operation(op, parts);
    paths[op.path] = item;
  }
  const document: OpenApiDocument = {
    openapi: "3.1.0",
    info: {
      title: "psd2-sandbox: Payment Initiation (NextGenPSD2)",
      version,
      "x-interface-release": INTERFACE_RELEASE,
      license: { name: "MIT", identifier: "MIT" },
      description:
        `Sandbox ${version}, modelling release ${INTERFACE_RELEASE} of the bank's Payment Initiation Service interface. ` +
        "A local mock bank speaking a Norwegian bank's PSD2 Payment Initiation interface (Berlin Group NextGenPSD2 profile). Calls under /v1 are the bank's interface and are signed (see the tppSignature security scheme); /__admin is the sandbox's own control API; /sca is the bank's SCA page the PSU's browser opens. A path not listed here answers 404 with the Error object.",
    },
    servers: [{ url: serverUrl, description: "This sandbox" }],
    tags: tagsOf(operations),
    paths,
    components: {
      schemas: parts.schemas.schemas,
      parameters: parts.parameters.declared,
      responses: parts.responses.declared,
      examples: parts.examples.declared,
      headers: Object.fromEntries(
        Object.entries(responseHeaderDescriptions).map(([name, description]) => [
          name,
          { description, schema: { type: "string" } },
        ]),
      ),
      securitySchemes: {
        tppSignature: { type: "apiKey", in: "header", name: "Signature", description: signingDescription },
        adminToken: {
          type: "http",
          scheme: "bearer",
          description:
            "Only when the sandbox is configured with adminToken: Authorization: Bearer <adminToken>.",
        },
      },
    },
  };
  parts.schemas.finish(document);
  return document;
}

/** Error codes the sandbox knows, for the contract test to check each is documented somewhere. */
export const knownErrorCodes = Object.keys(errorStatus);
