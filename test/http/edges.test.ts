import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { listen } from "../../src/server.js";
import { expectBody, expectError, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { customerNumberOf, decideSca } from "../helpers/sca.js";

describe("TPP-Redirect-URI and TPP-Nok-Redirect-URI", () => {
  it.each([
    ["TPP-Redirect-URI", "http:/evil.example"],
    ["TPP-Redirect-URI", "https:evil.example"],
    ["TPP-Redirect-URI", "https:\\\\evil.example"],
    ["TPP-Redirect-URI", "/relative/cb"],
    ["TPP-Nok-Redirect-URI", "http:/evil.example"],
    ["TPP-Nok-Redirect-URI", "javascript://evil.example/%0aalert(1)"],
  ])("POST a payment with %s %s answers 400 FORMAT_ERROR at that header", async (name, value) => {
    const bank = await openBank();
    const answer = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private, { [name]: value }),
    });
    expectError(answer, 400, "FORMAT_ERROR", name);
  });

  it("redirects the PSU to the URI in its normalised form", async () => {
    const bank = await openBank();
    const created = expectBody(
      await bank.call("POST", SEPA_PATH, {
        body: sepaPayment(),
        headers: psuHeaders(PSU.private, { "TPP-Redirect-URI": "HTTPS://TPP.Example:443/cb/../done?x=1" }),
      }),
      201,
      PaymentCreated,
    );
    const payment = bank.sandbox.ctx.store.get("payments", created.paymentId);
    const href = `http://sandbox.test/sca/${payment?.authorisationIds[0]}`;
    const done = await decideSca(bank, href, customerNumberOf(bank, PSU.private.customerId), "approve");
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toMatch(/^https:\/\/tpp\.example\/done\?x=1/);
  });
});

describe("every answer", () => {
  it("carries X-Content-Type-Options: nosniff (JSON, errors, the SCA page)", async () => {
    const bank = await openBank();
    const ok = await bank.call("GET", "/v1/sandbox/customers");
    const missing = await bank.call("GET", "/v1/nowhere");
    const page = await bank.sandbox.app.request("http://sandbox.test/sca/unknown");
    const admin = await bank.sandbox.app.request("http://sandbox.test/__admin/health");
    for (const headers of [ok.headers, missing.headers, page.headers, admin.headers]) {
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });

  it("a backslash in the path answers the Error object with X-Request-ID, not a bare 400", async () => {
    const bank = await openBank();
    const server = await listen(bank.sandbox.app, 0, "127.0.0.1");
    try {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
        (resolve, reject) => {
          const { hostname, port } = new URL(server.url);
          const req = httpRequest(
            {
              hostname,
              port,
              path: "/v1\\payments",
              headers: { "X-Request-ID": "5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f" },
            },
            (res) => {
              let text = "";
              res.on("data", (chunk) => (text += chunk));
              res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
            },
          );
          req.on("error", reject);
          req.end();
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.headers["x-request-id"]).toBe("5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(answer.text)).toMatchObject({
        id: "5f0b3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f",
        status: 400,
        code: "FORMAT_ERROR",
        tppMessages: [{ code: "FORMAT_ERROR" }],
      });
    } finally {
      await server.close();
    }
  });
});

describe("headers", () => {
  it("PSU-ID is matched case-insensitively: an upper-case UUID is the same customer", async () => {
    const bank = await openBank();
    const upper = { ...PSU.private, customerId: PSU.private.customerId.toUpperCase() };
    const answer = await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers: psuHeaders(upper) });
    expectBody(answer, 201, PaymentCreated);
  });

  it("an empty value of a required header answers 400 HTTP_HEADER_REQUIRED", async () => {
    const bank = await openBank();
    const answer = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private, { "PSU-IP-Address": "" }),
    });
    const body = expectError(answer, 400, "HTTP_HEADER_REQUIRED", "PSU-IP-Address");
    expect(body.tppMessages[0]?.text).toContain("sent empty");
  });
});
