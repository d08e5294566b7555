import { describe, expect, it } from "vitest";
import { defineOperation } from "../../src/http/operation.js";
import { operationMatcher } from "../../src/http/operation-router.js";

const op = (operationId: string, method: "get" | "post", path: string, route?: string) =>
  defineOperation({
    operationId,
    method,
    path,
    ...(route === undefined ? {} : { route }),
    tag: "Test",
    summary: operationId,
    responses: { 200: { description: "OK." } },
    handle: (c) => c.body(null, 200),
  });

describe("operationMatcher: which declared operation a request is", () => {
  const list = [
    op("createFixed", "post", "/v1/things/fixed"),
    op("createAny", "post", "/v1/things/{kind}", "/v1/things/:kind"),
    op("createShadowed", "post", "/v1/things/later"),
    op("readOne", "get", "/v1/things/{kind}/{id}", "/v1/things/:kind/:id"),
    op("home", "get", "/home/"),
  ];
  const match = operationMatcher(list);

  it.each([
    ["POST", "/v1/things/fixed", "createFixed", {}],
    ["POST", "/v1/things/other", "createAny", { kind: "other" }],
    // The first match in declaration order answers, as the routes do: a later fixed path is shadowed.
    ["POST", "/v1/things/later", "createAny", { kind: "later" }],
    ["GET", "/v1/things/a/b%20c", "readOne", { kind: "a", id: "b%20c" }],
    ["HEAD", "/v1/things/a/b", "readOne", { kind: "a", id: "b" }],
    ["GET", "/home/", "home", {}],
  ])("%s %s is %s with its parameters as sent", (method, path, operationId, params) => {
    const found = match(method, path);
    expect(found?.[0].operationId).toBe(operationId);
    expect(found?.[1]).toEqual(params);
  });

  it.each([
    ["GET", "/home"],
    ["GET", "/v1/things/fixed"],
    ["DELETE", "/v1/things/a/b"],
    ["POST", "/v1/other"],
  ])("%s %s is none", (method, path) => {
    expect(match(method, path)).toBeUndefined();
  });
});
