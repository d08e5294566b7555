import { Hono } from "hono";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { apiError, ErrorBody } from "../../src/errors.js";
import type { AppEnv } from "../../src/http/env.js";
import { onError } from "../../src/http/error-handlers.js";
import { defineOperation, mountOperations } from "../../src/http/operation.js";
import { expectError, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { sandboxApi } from "../helpers/sandbox-api.js";

/**
 * The declared inputs are what the handler gets: the input step checks them from the declaration and
 * the handler's context is typed from it. The type half is checked by `npm run typecheck` (a handler
 * reading an input its operation does not declare does not compile); the run half through HTTP.
 */

const Item = z.object({ name: z.string().max(5), count: z.number().int() }).strict();
const common = { tag: "Test", summary: "A fixture operation", responses: { 200: { description: "OK." } } };

const createItem = defineOperation({
  ...common,
  operationId: "createItem",
  method: "post",
  path: "/shelves/{shelf}/items",
  params: z.object({ shelf: z.string().regex(/^\d+$/, "shelf is a number, e.g. 3") }),
  query: z.object({ dryRun: z.enum(["true", "false"]).optional() }),
  body: Item,
  // Looked up before the body is read: an unknown shelf answers before a bad body.
  bodyRules: (c) => {
    if (c.req.valid("param").shelf === "404") throw apiError("RESOURCE_UNKNOWN", "no shelf 404", "shelf");
    return (raw) =>
      (raw as { name?: unknown }).name === "bad" ? [{ path: "name", text: "name must not be bad" }] : [];
  },
  handle: (c) => {
    expectTypeOf(c.req.valid("json")).toEqualTypeOf<{ name: string; count: number }>();
    expectTypeOf(c.req.valid("query")).toEqualTypeOf<{ dryRun?: "true" | "false" | undefined }>();
    expectTypeOf(c.req.valid("param")).toEqualTypeOf<{ shelf: string }>();
    // @ts-expect-error `colour` is not a field of the declared body
    c.req.valid("json").colour;
    // @ts-expect-error `limit` is not a declared query parameter
    c.req.valid("query").limit;
    // @ts-expect-error the operation declares no form
    c.req.valid("form");
    return c.json({ ...c.req.valid("json"), ...c.req.valid("param"), ...c.req.valid("query") });
  },
});

const listItems = defineOperation({
  ...common,
  operationId: "listItems",
  method: "get",
  path: "/items",
  handle: (c) => {
    // @ts-expect-error the operation declares no body
    c.req.valid("json");
    // @ts-expect-error the operation declares no query
    c.req.valid("query");
    return c.json([]);
  },
});

const postForm = defineOperation({
  ...common,
  operationId: "postForm",
  method: "post",
  path: "/form",
  form: z.object({ who: z.string(), next: z.string().optional() }),
  handle: (c) => {
    const form = c.req.valid("form");
    expectTypeOf(form).toEqualTypeOf<{ readonly who?: string; readonly next?: string } | undefined>();
    // @ts-expect-error `secret` is not a field of the declared form
    form?.secret;
    return c.json({ form: form ?? null });
  },
});

const withHeaders = defineOperation({
  ...common,
  operationId: "withHeaders",
  method: "get",
  path: "/headers",
  headers: { "PSU-IP-Address": "R", "PSU-Context": "O" },
  handle: (c) => {
    const headers = c.req.valid("header");
    expectTypeOf(headers["PSU-IP-Address"]).toEqualTypeOf<string>();
    expectTypeOf(headers["PSU-Context"]).toEqualTypeOf<string | undefined>();
    // @ts-expect-error `PSU-ID` is not in the operation's header table
    headers["PSU-ID"];
    return c.json({ ip: headers["PSU-IP-Address"], context: headers["PSU-Context"] ?? null });
  },
});

const renamed = defineOperation({
  ...common,
  operationId: "renamed",
  method: "get",
  path: "/things/{thing-id}",
  route: "/things/:id",
  params: z.object({ "thing-id": z.enum(["a"]) }),
  handle: (c) => {
    // @ts-expect-error a route of its own: the handler reads the router's parameters, not the template's
    c.req.valid("param");
    return c.json({ id: c.req.param("id") });
  },
});

const app = new Hono<AppEnv>();
app.onError(onError);
mountOperations(app, [createItem, listItems, postForm, withHeaders, renamed], "");

const post = (path: string, body: string) =>
  app.request(path, { method: "POST", body, headers: { "Content-Type": "application/json" } });
const errorOf = async (response: Response) => ({
  status: response.status,
  body: ErrorBody.parse(await response.json()),
});

describe("the input step of a mounted operation", () => {
  it("hands the handler the checked body, query and path parameters", async () => {
    const answer = await post("/shelves/3/items?dryRun=true&other=x", '{"name":"pen","count":2}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ name: "pen", count: 2, shelf: "3", dryRun: "true" });
  });

  it.each([
    ["a bad path parameter", "/shelves/x/items", '{"name":"pen","count":2}', "shelf", "shelf is a number"],
    ["a bad query parameter", "/shelves/3/items?dryRun=yes", '{"name":"pen","count":2}', "dryRun", "dryRun"],
    ["a body field too long", "/shelves/3/items", '{"name":"pencil","count":2}', "name", "at most 5"],
    ["an unknown body field", "/shelves/3/items", '{"name":"pen","count":2,"x":1}', "x", "unknown field"],
    ["a body that is not JSON", "/shelves/3/items", "{", "(body)", "not valid JSON"],
  ])("answers %s with 400 FORMAT_ERROR naming it", async (_, path, body, field, text) => {
    const { status, body: error } = await errorOf(await post(path, body));
    expect(status).toBe(400);
    expect(error.code).toBe("FORMAT_ERROR");
    expect(error.tppMessages[0]?.path).toBe(field);
    expect(error.tppMessages[0]?.text).toContain(text);
  });

  it("reports the schema's and the rules' violations in one answer", async () => {
    const { body } = await errorOf(await post("/shelves/3/items", '{"name":"bad","count":1.5}'));
    expect(body.tppMessages.map((m) => m.path).sort()).toEqual(["count", "name"]);
  });

  it("runs the body's rules before reading the body: a lookup they make answers first", async () => {
    const { status, body } = await errorOf(await post("/shelves/404/items", "{"));
    expect(status).toBe(404);
    expect(body.code).toBe("RESOURCE_UNKNOWN");
  });

  it("gives a form's declared fields only, and nothing for a post that is not a form", async () => {
    const form = await app.request("/form", {
      method: "POST",
      body: "who=ann&secret=s&who=bob",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await form.json()).toEqual({ form: { who: "ann" } });
    const json = await post("/form", '{"who":"ann"}');
    expect(await json.json()).toEqual({ form: null });
  });

  it("hands over the header table's headers as checked, and refuses them as the table says", async () => {
    const ok = await app.request("/headers", { headers: { "PSU-IP-Address": " 192.0.2.1 " } });
    expect(await ok.json()).toEqual({ ip: "192.0.2.1", context: null });
    const { status, body } = await errorOf(await app.request("/headers"));
    expect(status).toBe(400);
    expect(body.code).toBe("HTTP_HEADER_REQUIRED");
    expect(body.tppMessages[0]?.path).toBe("PSU-IP-Address");
  });

  it("leaves the path parameters of an operation with a route of its own to its handler", async () => {
    const answer = await app.request("/things/b");
    expect(await answer.json()).toEqual({ id: "b" });
  });
});

describe("the bank's operations read their declared inputs", () => {
  it("keeps allowLogicalDuplicate's own message", async () => {
    const bank = await openBank();
    const answer = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      query: { allowLogicalDuplicate: "yes" },
      headers: psuHeaders(PSU.private),
    });
    const error = expectError(answer, 400, "FORMAT_ERROR", "allowLogicalDuplicate");
    expect(error.tppMessages[0]?.text).toBe('allowLogicalDuplicate must be true or false, not "yes"');
  });

  it("answers an unknown account before a bad body (PUT /v1/sandbox/accounts/{accountId}/balance)", async () => {
    const api = await sandboxApi();
    const answer = await api.call("PUT", "/v1/sandbox/accounts/no-such-account/balance", {
      body: { balanceAmount: { currency: "XYZ" } },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("RESOURCE_UNKNOWN");
  });
});
