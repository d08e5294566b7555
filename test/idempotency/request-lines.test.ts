import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type RequestLineOf,
  requestLineDictionary,
  requestLineStarts,
} from "../../src/idempotency/request-lines.js";
import { paymentInitiation } from "../../src/payments/interface.js";

const service = z.enum(["payments", "bulk-payments"]);
const product = z.enum(["sepa-credit-transfers", "norwegian-domestic-credit-transfers"]);

describe("how a remembered operation's request lines start (the X-Request-ID memory's dictionary)", () => {
  it.each<[string, RequestLineOf, string[]]>([
    ["a path without parameters: all of it", { method: "post", path: "/v1/x" }, ["POST /v1/x"]],
    [
      "a parameter taking any value: up to it",
      { method: "get", path: "/v1/x/{id}/status", params: z.object({ id: z.string() }) },
      ["GET /v1/x/"],
    ],
    [
      "parameters taking a few values: each spelled out, up to the first that takes any",
      {
        method: "delete",
        path: "/v1/{service}/{product}/{id}",
        params: z.object({ service, product, id: z.string() }),
      },
      [
        "DELETE /v1/payments/sepa-credit-transfers/",
        "DELETE /v1/payments/norwegian-domestic-credit-transfers/",
        "DELETE /v1/bulk-payments/sepa-credit-transfers/",
        "DELETE /v1/bulk-payments/norwegian-domestic-credit-transfers/",
      ],
    ],
    [
      "a parameter not declared: up to it",
      { method: "get", path: "/v1/{service}/x", params: z.object({}) },
      ["GET /v1/"],
    ],
  ])("%s", (_case, op, starts) => {
    expect(requestLineStarts(op)).toEqual(starts);
  });

  it("lists each start once, longest first, then the empty one every line has", () => {
    const ops: RequestLineOf[] = [
      { method: "get", path: "/v1/x/{id}", params: z.object({ id: z.string() }) },
      { method: "get", path: "/v1/x/{id}/status", params: z.object({ id: z.string() }) },
      { method: "post", path: "/v1/longer-path" },
    ];
    expect(requestLineDictionary(ops)).toEqual(["POST /v1/longer-path", "GET /v1/x/", ""]);
  });

  it("holds payment initiation's creations whole, and its reads up to the payment's id", () => {
    const dictionary = requestLineDictionary(paymentInitiation.operations);
    expect(dictionary).toContain("POST /v1/payments/sepa-credit-transfers");
    expect(dictionary).toContain("GET /v1/periodic-payments/norwegian-domestic-credit-transfers/");
    expect(dictionary.length).toBeLessThanOrEqual(256);
  });
});
