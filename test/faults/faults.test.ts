import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/http/schemas.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

/** PUT /__admin/faults: rules that make the bank fail or slow down, for a TPP's retry logic. */
async function setFaults(bank: Bank, rules: unknown[]) {
  const answer = await admin(bank, "PUT", "/faults", { rules });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { rules: { id: string; hits: number; remaining?: number }[] }).rules;
}

const createSepa = (bank: Bank, headers: Record<string, string> = {}) =>
  bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers: psuHeaders(PSU.private, headers) });

const paymentsStored = (bank: Bank) => bank.sandbox.ctx.store.values("payments").length;

describe("fault injection", () => {
  it("PUT, GET and DELETE /__admin/faults set, list and clear the rules", async () => {
    const bank = await openBank();
    const [rule] = await setFaults(bank, [{ method: "post", path: "/v1/payments", status: 503, times: 2 }]);
    expect(rule).toMatchObject({ method: "POST", path: "/v1/payments", status: 503, hits: 0, remaining: 2 });
    expect((await admin(bank, "GET", "/faults")).body).toEqual({ rules: [rule] });
    expect((await admin(bank, "DELETE", "/faults")).status).toBe(204);
    expect((await admin(bank, "GET", "/faults")).body).toEqual({ rules: [] });
  });

  it("a 503 rule with times 1: the creation gets SERVICE_UNAVAILABLE, nothing is stored, the retry with the same X-Request-ID is created", async () => {
    const bank = await openBank();
    const [rule] = await setFaults(bank, [{ path: "/v1/payments", status: 503, times: 1 }]);
    const requestId = crypto.randomUUID();
    const faulted = await createSepa(bank, { "X-Request-ID": requestId });
    const body = expectError(faulted, 503, "SERVICE_UNAVAILABLE");
    expect(body.id).toBe(requestId);
    expect(faulted.headers.get("x-sandbox-fault")).toBe(`${rule?.id}; status=503`);
    expect(paymentsStored(bank)).toBe(0);
    const retried = await createSepa(bank, { "X-Request-ID": requestId });
    expectBody(retried, 201, PaymentCreated);
    expect(retried.headers.get("x-sandbox-fault")).toBeNull();
    expect((await admin(bank, "GET", "/faults")).body).toMatchObject({ rules: [{ hits: 1, remaining: 0 }] });
  });

  it("429 ACCESS_EXCEEDED with Retry-After", async () => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/v1", status: 429, retryAfter: 30 }]);
    const answer = await bank.call("GET", "/v1/sandbox/customers");
    expectError(answer, 429, "ACCESS_EXCEEDED");
    expect(answer.headers.get("retry-after")).toBe("30");
  });

  it("500 SYSTEM_ERROR only for the method and pattern named: the status read fails, the payment read does not", async () => {
    const bank = await openBank();
    const { paymentId } = expectBody(await createSepa(bank), 201, PaymentCreated);
    await setFaults(bank, [{ method: "GET", path: "/v1/*/sepa-credit-transfers/*/status", status: 500 }]);
    expectError(await bank.call("GET", `${SEPA_PATH}/${paymentId}/status`), 500, "SYSTEM_ERROR");
    expect((await bank.call("GET", `${SEPA_PATH}/${paymentId}`)).status).toBe(200);
  });

  it("probability 0 never hits; probability 1 always does", async () => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/v1/sandbox", status: 503, probability: 0 }]);
    expect((await bank.call("GET", "/v1/sandbox/customers")).status).toBe(200);
    await setFaults(bank, [{ path: "/v1/sandbox", status: 503, probability: 1 }]);
    expect((await bank.call("GET", "/v1/sandbox/customers")).status).toBe(503);
  });

  it("a latency-only rule delays the answer and lets the request through; the header says so", async () => {
    const bank = await openBank();
    const [rule] = await setFaults(bank, [{ path: "/v1/payments", latencyMs: 20 }]);
    const answer = await createSepa(bank);
    expectBody(answer, 201, PaymentCreated);
    expect(answer.headers.get("x-sandbox-fault")).toBe(`${rule?.id}; passed; latency=20`);
    expect(paymentsStored(bank)).toBe(1);
  });

  it("a latency-only rule's mark belongs to its call: the retry with the same X-Request-ID, once the rule is gone, has none", async () => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/v1/payments", latencyMs: 5, times: 1 }]);
    const requestId = crypto.randomUUID();
    const first = await createSepa(bank, { "X-Request-ID": requestId });
    expect(first.headers.get("x-sandbox-fault")).toContain("passed");
    const replayed = await createSepa(bank, { "X-Request-ID": requestId });
    expect(replayed.headers.get("x-sandbox-replayed")).toBe("true");
    expect(replayed.text).toBe(first.text);
    expect(replayed.headers.get("x-sandbox-fault")).toBeNull();
  });

  it("the SCA page can be faulted; the control API never is", async () => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/", status: 503 }]);
    const page = await bank.sandbox.app.request("http://sandbox.test/sca/anything");
    expect(page.status).toBe(503);
    expect(ErrorBody.safeParse(await page.json()).success).toBe(true);
    expect((await admin(bank, "GET", "/health")).status).toBe(200);
  });

  it("POST /__admin/reset clears the faults", async () => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/v1", status: 503 }]);
    expect((await admin(bank, "POST", "/reset")).status).toBe(204);
    expect((await admin(bank, "GET", "/faults")).body).toEqual({ rules: [] });
  });

  it.each([
    [[{ path: "/v1", status: 418 }], "rules[0].status"],
    [[{ path: "/__admin/health", status: 503 }], "rules[0].path"],
    [[{ path: "v1/payments", status: 503 }], "rules[0].path"],
    [[{ path: "/v1" }], "rules[0].status"],
    [[{ path: "/v1", status: 503, probability: 2 }], "rules[0].probability"],
    [[{ path: "/v1", status: 503, teapot: true }], "rules[0].teapot"],
  ])("PUT %j: 400 FORMAT_ERROR at %s, the rules stay as they were", async (rules, path) => {
    const bank = await openBank();
    await setFaults(bank, [{ path: "/v1/sandbox", status: 500 }]);
    const answer = await admin(bank, "PUT", "/faults", { rules });
    expect(answer.status, answer.text).toBe(400);
    const body = ErrorBody.parse(answer.body);
    expect(body.code).toBe("FORMAT_ERROR");
    expect(body.tppMessages.map((m) => m.path)).toContain(path);
    expect((await admin(bank, "GET", "/faults")).body).toMatchObject({ rules: [{ path: "/v1/sandbox" }] });
  });
});
