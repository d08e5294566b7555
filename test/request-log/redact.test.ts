import { describe, expect, it } from "vitest";
import { operationsOf, resolveInterfaces } from "../../src/http/interface.js";
import { operationMatcher, rulesByBase } from "../../src/http/operation-router.js";
import { interfaces } from "../../src/interfaces.js";
import {
  SECRET_NOT_KEPT,
  withoutSecretAnswer,
  withoutSecretBody,
  withoutSecretHeaders,
} from "../../src/request-log/redact.js";

const list = resolveInterfaces(interfaces);
const match = operationMatcher(operationsOf(list));
const byBase = rulesByBase(list);
/** What the declarations say a request to `path` carries of the dashboard's credentials. */
const secretsOf = (method: string, path: string) => (match(method, path)?.[0] ?? byBase(path))?.logSecrets;

describe("what the journal keeps of a request's secrets", () => {
  it("replaces credential headers, whatever their case, and copies nothing when there are none", () => {
    const plain = ["Host", "x", "Content-Type", "application/json"];
    expect(withoutSecretHeaders(plain)).toBe(plain);
    const sent = [
      "authorization",
      "Bearer t",
      "Cookie",
      "psd2_sandbox_admin=s",
      "Proxy-Authorization",
      "Basic p",
      "Host",
      "x",
    ];
    expect(withoutSecretHeaders(sent)).toEqual([
      "authorization",
      SECRET_NOT_KEPT,
      "Cookie",
      SECRET_NOT_KEPT,
      "Proxy-Authorization",
      SECRET_NOT_KEPT,
      "Host",
      "x",
    ]);
    expect(sent[1], "the request's own list is untouched").toBe("Bearer t");
  });

  it.each<[string, string, string | undefined, string | undefined]>([
    ["the login form", "/__admin/login", "token=s3cret&next=%2F__admin%2F", SECRET_NOT_KEPT],
    [
      "a dashboard form's csrf field",
      "/__admin/ui/clock",
      "advance=P1D&csrf=abc",
      `advance=P1D&csrf=${SECRET_NOT_KEPT}`,
    ],
    ["a csrf field first", "/__admin/ui/batch-runs", "csrf=abc", `csrf=${SECRET_NOT_KEPT}`],
    ["the logout form", "/__admin/logout", "csrf=abc", `csrf=${SECRET_NOT_KEPT}`],
    ["a field that only ends in csrf", "/__admin/ui/clock", "xcsrf=abc", "xcsrf=abc"],
    ["a JSON control call", "/__admin/clock", '{"advance":"P1D"}', '{"advance":"P1D"}'],
    ["a payment", "/v1/payments/sepa-credit-transfers", '{"csrf":"x"}', '{"csrf":"x"}'],
    ["no body", "/__admin/login", undefined, undefined],
  ])("%s", (_name, path, body, kept) => {
    expect(withoutSecretBody(secretsOf("POST", path), body)).toBe(kept);
  });

  it("reads a body kept as bytes", () => {
    expect(
      withoutSecretBody(secretsOf("POST", "/__admin/ui/clock"), new TextEncoder().encode("csrf=abc&now=x")),
    ).toBe(`csrf=${SECRET_NOT_KEPT}&now=x`);
  });

  it("leaves a dashboard page kept as an answer without its forms' CSRF token", () => {
    const page = '<form><input type="hidden" name="csrf" value="abc"><button>Go</button></form>';
    expect(withoutSecretAnswer(secretsOf("GET", "/__admin/ui/batch-runs"), page)).toBe(
      `<form><input type="hidden" name="csrf" value="${SECRET_NOT_KEPT}"><button>Go</button></form>`,
    );
    expect(withoutSecretAnswer(secretsOf("GET", "/v1/payments"), page), "not the control API's").toBe(page);
  });
});
