import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { generateTestCertificates } from "../../src/signing/generate.js";
import { type Bank, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { createPayment } from "../helpers/created.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { callerOf, opensslCertificate } from "./helpers.js";

const VICTIM = "PSDNO-FSA-999999991";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
  // openssl's certificates start now (OpenSSL 3.0 cannot backdate them): the sandbox clock follows.
  bank.sandbox.ctx.clock.set(new Date());
});

const admin = (path: string, init?: RequestInit) =>
  bank.sandbox.app.request(`http://sandbox.test${path}`, init);

describe("trust mode pinned (the default)", () => {
  it("refuses an openssl certificate claiming another TPP's organisation id: 401 CERTIFICATE_INVALID saying how to rotate", async () => {
    const payment = await createPayment(bank, "sepa");
    const impostor = callerOf(bank, opensslCertificate(VICTIM));
    for (const [method, path] of [
      ["GET", payment.self],
      ["GET", `${payment.self}/status`],
      ["DELETE", payment.self],
      ["POST", "/v1/sandbox/initialize"],
    ] as const) {
      const body = expectError(
        await impostor(method, path),
        401,
        "CERTIFICATE_INVALID",
        "TPP-Signature-Certificate",
      );
      expect(body.message).toContain(`DELETE /__admin/tpps/${VICTIM}`);
    }
    expectStatus(await bank.call("GET", `${payment.self}/status`), 200);
  });

  it("refuses a CA-issued certificate with a new key for a pinned organisation", async () => {
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    const fixture = loadFixtureTpp();
    const other = await generateTestCertificates({
      organisationId: VICTIM,
      ca: { certificate: fixture.caCertificate, privateKey: readCaKey() },
    });
    expectError(await callerOf(bank, other)("GET", "/v1/sandbox/customers"), 401, "CERTIFICATE_INVALID");
  });

  it("accepts a plain openssl certificate of a new organisation with no set-up, then only its key", async () => {
    const first = opensslCertificate("PSDNO-FSA-555000111");
    expectStatus(await callerOf(bank, first)("GET", "/v1/sandbox/customers"), 200);
    const second = opensslCertificate("PSDNO-FSA-555000111");
    expectError(await callerOf(bank, second)("GET", "/v1/sandbox/customers"), 401, "CERTIFICATE_INVALID");
  });

  it("accepts a renewed certificate with the same key", async () => {
    const first = opensslCertificate("PSDNO-FSA-555000222");
    expectStatus(await callerOf(bank, first)("GET", "/v1/sandbox/customers"), 200);
    const renewed = opensslCertificate("PSDNO-FSA-555000222", { key: first.privateKey, cn: "Renewed AS" });
    expect(renewed.certificate).not.toBe(first.certificate);
    expectStatus(await callerOf(bank, renewed)("GET", "/v1/sandbox/customers"), 200);
  });

  it("GET /__admin/tpps lists each TPP seen: id, name, roles, key fingerprint, first and last seen", async () => {
    bank.sandbox.ctx.clock.set(new Date("2026-03-02T10:00:00Z"));
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    const answer = await admin("/__admin/tpps");
    expect(answer.status).toBe(200);
    const { tpps } = (await answer.json()) as { tpps: Record<string, unknown>[] };
    expect(tpps).toEqual([
      {
        organisationId: VICTIM,
        name: "Sandbox Test TPP AS",
        roles: ["PSP_AS", "PSP_PI", "PSP_AI", "PSP_IC"],
        keyFingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        firstSeen: expect.stringMatching(/^2026-03-02T10:00:0/),
        lastSeen: expect.stringMatching(/^2026-03-02T10:00:0/),
      },
    ]);
  });

  it("DELETE /__admin/tpps/{organisationId} unpins: the next certificate binds its key", async () => {
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    const rotated = opensslCertificate(VICTIM);
    expectError(await callerOf(bank, rotated)("GET", "/v1/sandbox/customers"), 401, "CERTIFICATE_INVALID");
    expect((await admin(`/__admin/tpps/${VICTIM}`, { method: "DELETE" })).status).toBe(204);
    expectStatus(await callerOf(bank, rotated)("GET", "/v1/sandbox/customers"), 200);
    expectError(await bank.call("GET", "/v1/sandbox/customers"), 401, "CERTIFICATE_INVALID");
  });

  it("DELETE /__admin/tpps/{organisationId} of an unknown TPP answers 404 RESOURCE_UNKNOWN", async () => {
    const answer = await admin("/__admin/tpps/PSDNO-FSA-000000000", { method: "DELETE" });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { code: string }).code).toBe("RESOURCE_UNKNOWN");
  });

  it("keeps the pins through POST /__admin/reset", async () => {
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    expect((await admin("/__admin/reset", { method: "POST" })).status).toBe(204);
    expectError(
      await callerOf(bank, opensslCertificate(VICTIM))("GET", "/v1/sandbox/customers"),
      401,
      "CERTIFICATE_INVALID",
    );
  });
});

describe("trust mode any", () => {
  it("accepts another key for a known organisation and records the latest key", async () => {
    bank = await openBank({ trust: { mode: "any" } });
    bank.sandbox.ctx.clock.set(new Date());
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    const other = opensslCertificate(VICTIM);
    expectStatus(await callerOf(bank, other)("GET", "/v1/sandbox/customers"), 200);
    const { tpps } = (await (await admin("/__admin/tpps")).json()) as { tpps: { name: string }[] };
    expect(tpps).toMatchObject([{ organisationId: VICTIM, name: "Impostor AS", roles: [] }]);
  });
});

function readCaKey(): string {
  return readFileSync(new URL("../../fixtures/test-tpp/ca.key.pem", import.meta.url), "utf8");
}
