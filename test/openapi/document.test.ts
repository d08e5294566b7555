import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";
import { newBank } from "../helpers/bank.js";
import { type Checker, contractChecker, type Pair } from "../contract/checker.js";

/** The operations with their answer schemas loaded, as the document reads them. */
const declared = await described(operations);

describe("GET /openapi.json", () => {
  test("answers 200 unsigned with an OpenAPI 3.1 document that an independent validator accepts", async () => {
    const bank = await newBank({ publicUrl: "https://sandbox.example.com" });
    const response = await bank.raw("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const document = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers[0]?.url).toBe("https://sandbox.example.com");
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("states the interface release it models (1.23.7) beside the sandbox's version", async () => {
    const bank = await newBank();
    const document = (await (await bank.raw("/openapi.json")).json()) as {
      info: { version: string; description: string; "x-interface-release": string };
    };
    expect(document.info["x-interface-release"]).toBe("1.23.7");
    expect(document.info.description).toContain(`Sandbox ${document.info.version}, modelling release 1.23.7`);
  });

  test("takes its server URL from the address the request came to when no publicUrl is set", async () => {
    const bank = await newBank();
    const document = (await (await bank.raw("/openapi.json")).json()) as { servers: { url: string }[] };
    expect(document.servers[0]?.url).toBe("http://sandbox.test");
  });

  test("GET /openapi.yaml is the same document as YAML", async () => {
    const bank = await newBank();
    const yaml = await bank.raw("/openapi.yaml");
    expect(yaml.headers.get("content-type")).toContain("application/yaml");
    const json = await (await bank.raw("/openapi.json")).json();
    expect(parse(await yaml.text())).toEqual(json);
  });
});

describe("the document", () => {
  const document = buildDocument("http://sandbox.test", declared);
  type Parameter = { name: string; in: string; required: boolean };
  const parameters = (document.components as { parameters: Record<string, Parameter> }).parameters;
  const deref = (p: Parameter | { $ref: string }): Parameter => {
    if (!("$ref" in p)) return p;
    const found = parameters[p.$ref.replace("#/components/parameters/", "")];
    if (!found) throw new Error(`${p.$ref} is not declared`);
    return found;
  };
  const ops = (
    Object.values(document.paths).flatMap((item) => Object.values(item)) as {
      operationId: string;
      parameters: (Parameter | { $ref: string })[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
      security: unknown[];
    }[]
  ).map((op) => ({ ...op, parameters: op.parameters.map(deref) }));

  test("uses only formats JSON Schema and OpenAPI define, so a TPP's validator knows each", () => {
    const known = new Set([
      "date-time",
      "date",
      "time",
      "duration",
      "email",
      "uri",
      "uuid",
      "int32",
      "int64",
      "byte",
      "binary",
      "password",
    ]);
    const formats = [...JSON.stringify(document).matchAll(/"format":"([^"]*)"/g)].map((m) => m[1]);
    expect(formats.length).toBeGreaterThan(0);
    expect(formats.filter((format) => !known.has(format ?? ""))).toEqual([]);
  });

  test("has every declared operation once, with a unique operationId", () => {
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(operations.length);
  });

  test("lists the interface's 5.3 headers of SEPA creation as required or optional", () => {
    const sepa = ops.find((op) => op.operationId === "createSepaPayment");
    const header = (name: string) => sepa?.parameters.find((p) => p.in === "header" && p.name === name);
    expect(header("TPP-Redirect-URI")?.required).toBe(true);
    expect(header("PSU-IP-Address")?.required).toBe(true);
    expect(header("x-accept-fix")?.required).toBe(true);
    expect(header("Digest")?.required).toBe(true);
    expect(header("PSU-Device-ID")?.required).toBe(false);
    expect(header("PSU-ID")?.required).toBe(false);
    expect(sepa?.security).toEqual([{ tppSignature: [] }]);
    expect(Object.keys(sepa?.responses["201"]?.headers ?? {})).toEqual(
      expect.arrayContaining(["Location", "ASPSP-SCA-Approach", "X-Request-ID"]),
    );
  });

  test("names every JSON and form body: a $ref to components/schemas, never a schema written in place", () => {
    const inPlace: string[] = [];
    const named = (schema: { $ref?: string; oneOf?: { $ref?: string }[] }) =>
      schema.$ref !== undefined || (schema.oneOf ?? []).every((s) => s.$ref !== undefined);
    for (const op of Object.values(document.paths).flatMap((item) => Object.values(item)) as {
      operationId: string;
      requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
      responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
    }[]) {
      const bodies = [
        ...Object.entries(op.requestBody?.content ?? {}).map(
          ([type, media]) => [`request ${type}`, media] as const,
        ),
        ...Object.entries(op.responses).flatMap(([status, answer]) =>
          Object.entries(answer.content ?? {}).map(([type, media]) => [`${status} ${type}`, media] as const),
        ),
      ];
      for (const [where, media] of bodies) {
        const data = /application\/(json|x-www-form-urlencoded)$/.test(where);
        if (data && !named(media.schema)) inPlace.push(`${op.operationId} ${where}`);
      }
    }
    expect(inPlace).toEqual([]);
    const { schemas } = document.components as { schemas: object };
    expect(Object.keys(schemas).length).toBeGreaterThan(90);
    // A body no name in src/openapi/schema-names*.ts matches is declared as <operationId>_<status or request>.
    const unnamed = Object.keys(schemas).filter((name) =>
      ops.some((op) => name.startsWith(`${op.operationId}_`)),
    );
    expect(unnamed).toEqual([]);
  });

  test("documents the bulk 401 Challenge and the basket's creation without a Digest", () => {
    const bulk = ops.find((op) => op.operationId === "createBulkPayment");
    expect(JSON.stringify(bulk?.responses["401"])).toContain("scaRedirect");
    const basket = ops.find((op) => op.operationId === "createSigningBasket");
    expect(basket?.parameters.find((p) => p.name === "Digest")?.required ?? false).toBe(false);
  });
});

describe("the contract checker", () => {
  // One checker for every case: it holds no state between checks, and the document is costly to build.
  let built: Promise<Checker> | undefined;
  const checker = () => {
    built ??= contractChecker(buildDocument("http://sandbox.test", declared));
    return built;
  };
  const ok: Pair = {
    method: "GET",
    target: "/__admin/clock",
    requestHeaders: {},
    requestBody: "",
    status: 200,
    responseHeaders: { "content-type": "application/json", "x-request-id": "r1" },
    responseBody: JSON.stringify({ now: "2026-03-02T10:00:00.000Z", offsetMs: 0, timeZone: "Europe/Oslo" }),
  };

  test.each([
    ["a documented answer passes", ok, 0],
    ["an undocumented status fails", { ...ok, status: 418 }, 1],
    [
      "an undocumented field fails",
      { ...ok, responseBody: JSON.stringify({ now: "x", offsetMs: 0, timeZone: "Z", extra: 1 }) },
      1,
    ],
    [
      "an undocumented header fails",
      { ...ok, responseHeaders: { ...ok.responseHeaders, "x-surprise": "1" } },
      1,
    ],
    [
      "an undocumented error code fails",
      {
        ...ok,
        status: 401,
        responseBody: JSON.stringify({
          id: "r1",
          system: "psd2-sandbox",
          status: 401,
          code: "SIGNATURE_INVALID",
          message: "m",
          tppMessages: [{ category: "ERROR", code: "SIGNATURE_INVALID" }],
        }),
      },
      1,
    ],
    ["an undocumented path fails unless it is a 404 Error", { ...ok, target: "/nowhere" }, 1],
  ])("%s", async (_, pair, problems) => {
    expect((await checker()).check(pair as Pair)).toHaveLength(problems);
  });
});
