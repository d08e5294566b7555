import { describe, expect, it } from "vitest";
import { SECRET_NOT_KEPT } from "../../src/request-log/redact.js";
import { newBank } from "../helpers/bank.js";

/**
 * Which requests the request log keeps and what it leaves out of them, read from each operation's
 * declaration (`logged`, `logSecrets`); a request no operation matches takes its interface's defaults.
 * Each row: method, path, kept (the body kept, when a form was sent), or false.
 */
const rows: [string, string, string | boolean][] = [
  ["GET", "/v1/payments/sepa-credit-transfers/x", true],
  ["GET", "/v1/nothing", true],
  ["PATCH", "/v1/payments/sepa-credit-transfers", true],
  ["OPTIONS", "/v1/payments/sepa-credit-transfers", true],
  ["GET", "/v1/sandbox/customers", true],
  ["GET", "/v1/sandbox/nothing", true],
  ["GET", "/v1", true],
  ["GET", "/v1x", false],
  ["GET", "/sca/unknown-id", true],
  ["POST", "/sca/unknown-id", true],
  ["GET", "/sca", true],
  ["GET", "/scax", false],
  ["GET", "/__admin/health", true],
  ["POST", "/__admin/batch-runs", true],
  ["GET", "/__admin/requests", false],
  ["GET", "/__admin/requests/abc", false],
  ["GET", "/__admin/report", false],
  ["GET", "/__admin/sign", false],
  ["POST", "/__admin/sign", false],
  ["GET", "/__admin/", false],
  ["GET", "/__admin", true],
  ["GET", "/__admin/login", false],
  ["POST", "/__admin/login", SECRET_NOT_KEPT],
  ["POST", "/__admin/logout", `csrf=${SECRET_NOT_KEPT}&token=t`],
  ["GET", "/__admin/ui/payments", false],
  ["GET", "/__admin/ui/requests", false],
  ["GET", "/__admin/ui/report", false],
  ["POST", "/__admin/ui/clock", `csrf=${SECRET_NOT_KEPT}&token=t`],
  ["POST", "/__admin/ui/requests/clear", false],
  ["GET", "/__admin/nothing", true],
  ["GET", "/__adminx", false],
  ["GET", "/", false],
  ["GET", "/docs", false],
  ["GET", "/openapi.json", false],
  ["GET", "/nothing", false],
];

describe("which requests the request log keeps (the operations' declarations)", async () => {
  const bank = await newBank();
  const logged = async () => {
    const answer = await bank.raw("/__admin/requests?limit=1");
    expect(answer.status).toBe(200);
    return (await answer.json()) as { total: number; requests: { request: { body?: string } }[] };
  };

  it.each(rows)("%s %s: %s", async (method, path, kept) => {
    const before = (await logged()).total;
    const form = method === "POST" && path.startsWith("/__admin");
    // The bank's interface signed (else a 400 for the missing X-Request-ID), but for the preflight.
    if (/^\/v1(\/|$)/.test(path) && method !== "OPTIONS") await bank.tpp().request(method, path);
    else
      await bank.raw(path, {
        method,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://sandbox.test",
          ...(method === "OPTIONS" ? { "access-control-request-method": "POST" } : {}),
        },
        ...(form ? { body: "csrf=abc&token=t" } : {}),
      });
    const after = await logged();
    expect(after.total - before).toBe(kept === false ? 0 : 1);
    if (typeof kept === "string") expect(after.requests[0]?.request.body).toBe(kept);
  });
});
