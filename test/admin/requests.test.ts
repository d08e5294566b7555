import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LONG_HEADER_LEFT_OUT } from "../../src/request-log/log.js";
import { RequestLogEntry } from "../../src/request-log/schema.js";
import { createTppClient } from "../../src/signing/client.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectSchema, expectStatus, openBank } from "../helpers/calls.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const TAMPERED = randomUUID();
const SIG1 = randomUUID();
const SIG2 = randomUUID();
const GOOD = randomUUID();

interface Listed {
  total: number;
  requests: RequestLogEntry[];
}
async function listed(bank: Bank, query = ""): Promise<Listed> {
  const answer = await admin(bank, "GET", `/requests${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as unknown as Listed;
}
async function entryOf(bank: Bank, id: string): Promise<RequestLogEntry> {
  const answer = await admin(bank, "GET", `/requests/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return expectSchema(RequestLogEntry, answer.body);
}

/** A payment creation whose body is changed after it was signed. */
async function tamperedCreation(bank: Bank, requestId: string) {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: "http://sandbox.test", certificate, privateKey });
  const signedBody = Buffer.from(JSON.stringify(sepaPayment()));
  const headers = client.signHeaders(
    "POST",
    SEPA_PATH,
    { ...psuHeaders(PSU.private), "X-Request-ID": requestId, "Content-Type": "application/json" },
    signedBody,
  );
  const sent = Buffer.from(signedBody.toString().replace('"amount":"', '"amount":"9'));
  const response = await bank.sandbox.app.request(`http://sandbox.test${SEPA_PATH}`, {
    method: "POST",
    headers,
    body: sent,
  });
  return { response, signedDigest: headers.Digest, sent };
}

describe("GET /__admin/requests", () => {
  it("after a tampered body, ?status=401 shows the Digest computed vs sent and the answer points there", async () => {
    const bank = await openBank();
    const { response, signedDigest, sent } = await tamperedCreation(bank, TAMPERED);
    const answer = JSON.parse(await response.text());
    expect(response.status, JSON.stringify(answer)).toBe(401);
    expect(answer.tppMessages[0]).toMatchObject({ code: "SIGNATURE_INVALID", path: "Digest" });
    const hint = answer.tppMessages.find((m: { category: string }) => m.category === "WARNING");
    expect(hint?.text).toContain(`/__admin/requests/${TAMPERED}`);

    const [entry] = (await listed(bank, "?status=401")).requests;
    if (!entry?.signatureDiagnosis) throw new Error("no diagnosis journaled");
    expect(entry.xRequestId).toBe(TAMPERED);
    expect(entry.status).toBe(401);
    expect(entry.codes).toContain("SIGNATURE_INVALID");
    expect(entry.signatureDiagnosis.check).toBe("digest");
    expect(entry.signatureDiagnosis.digest?.sent).toBe(signedDigest);
    const { createHash } = await import("node:crypto");
    const computed = `SHA-256=${createHash("sha256").update(sent).digest("base64")}`;
    expect(entry.signatureDiagnosis.digest?.computed).toBe(computed);
    expect(entry.request.body).toBe(sent.toString());
    expect(entry.tpp?.id, "a refusal is still filed under the certificate's TPP").toMatch(/^PSDNO-/);
    expect(entry.request.headers.signature, "a refusal keeps every header as sent").toMatch(/^keyId="SN=/);
  });

  it("a bad signature's entry holds the signing string, keyId expected vs sent and the certificate", async () => {
    const bank = await openBank();
    const answer = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: { ...psuHeaders(PSU.private), "X-Request-ID": SIG1 },
    });
    expectStatus(answer, 201);
    const forged = await bank.sandbox.app.request(`http://sandbox.test${SEPA_PATH}/x`, {
      headers: {
        "X-Request-ID": SIG2,
        "TPP-Signature-Certificate": loadFixtureTpp("tpp").certificate.replace(/-----[^-]+-----|\s/g, ""),
        Signature: 'keyId="SN=1,CA=CN=Nobody",algorithm="rsa-sha256",headers="x-request-id",signature="AAAA"',
      },
    });
    expect(forged.status).toBe(401);
    const entry = await entryOf(bank, SIG2);
    expect(entry.status).toBe(401);
    expect(entry.signatureDiagnosis).toMatchObject({
      check: "key-id",
      code: "SIGNATURE_INVALID",
      signingString: `x-request-id: ${SIG2}`,
      keyId: { sent: "SN=1,CA=CN=Nobody" },
      certificate: { validAtSandboxTime: true },
    });
    expect(entry.signatureDiagnosis?.keyId?.expected).toMatch(/^SN=[0-9A-F]+,CA=/);
    expect(entry.signatureDiagnosis?.certificate?.subject).toContain("O=");
  });

  it("records a good request with its TPP, PSU-ID, resources and answer; filters narrow the list", async () => {
    const bank = await openBank();
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: { ...psuHeaders(PSU.private), "X-Request-ID": GOOD },
    });
    expectStatus(created, 201);
    const { paymentId } = created.body as { paymentId: string };
    await bank.call("GET", `${SEPA_PATH}/${paymentId}/status`);
    const entry = await entryOf(bank, GOOD);
    expect(entry).toMatchObject({ method: "POST", path: SEPA_PATH, status: 201, codes: [] });
    expect(entry.tpp?.id).toMatch(/^PSDNO-/);
    expect(entry.psuId).toBeDefined();
    expect(entry.resources).toContain(paymentId);
    expect(JSON.parse(entry.response.body ?? "{}").paymentId).toBe(paymentId);
    // An accepted request keeps its short header lines; its Signature value only a refusal keeps.
    expect(entry.request.headers["x-request-id"]).toBe(GOOD);
    expect(entry.request.headers.digest).toMatch(/^SHA-256=/);
    expect(entry.request.headers.signature).toBe(LONG_HEADER_LEFT_OUT);

    const byPath = await listed(bank, `?path=${SEPA_PATH}/&method=get`);
    expect(byPath.requests.map((r) => r.path)).toEqual([`${SEPA_PATH}/${paymentId}/status`]);
    expect((await listed(bank, "?status=5xx")).total).toBe(0);
    expect((await listed(bank, "?tpp=nobody")).total).toBe(0);
    expect((await listed(bank, "?since=2030-01-01T00:00:00Z")).total).toBe(0);
    expect((await listed(bank, "?limit=1")).requests).toHaveLength(1);
  });

  it("answers 400 FORMAT_ERROR naming a bad filter, 404 for an unknown id; DELETE empties the journal", async () => {
    const bank = await openBank();
    const bad = await admin(bank, "GET", "/requests?status=abc&limit=0&path=v1/payments");
    expect(bad.status).toBe(400);
    const messages = (bad.body?.tppMessages ?? []) as { path: string; text: string }[];
    expect(messages.map((m) => m.path)).toEqual(expect.arrayContaining(["status", "limit", "path"]));
    expect(messages.find((m) => m.path === "path")?.text).toMatch(/starting with \//);
    expect((await admin(bank, "GET", "/requests/none")).status).toBe(404);
    await bank.call("GET", `${SEPA_PATH}/unknown`);
    expect((await listed(bank)).total).toBeGreaterThan(0);
    expect((await admin(bank, "DELETE", "/requests")).status).toBe(204);
    expect((await listed(bank)).total).toBe(0);
  });

  it("keeps only requestLog.size requests, newest first; 0 keeps none and adds no hint", async () => {
    const bank = await openBank({ requestLog: { size: 2 } });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [a, b, c]) await bank.call("GET", `${SEPA_PATH}/x`, { headers: { "X-Request-ID": id } });
    const ids = (await listed(bank)).requests.map((r) => r.xRequestId);
    expect(ids).toEqual([c, b]);
    const off = await openBank({ requestLog: { size: 0 } });
    const { response } = await tamperedCreation(off, randomUUID());
    const body = JSON.parse(await response.text());
    expect(body.tppMessages.some((m: { category: string }) => m.category === "WARNING")).toBe(false);
    const gone = await admin(off, "GET", `/requests/${randomUUID()}`);
    expect(gone.status, gone.text).toBe(404);
    expect(gone.body?.code).toBe("RESOURCE_UNKNOWN");
  });

  it("marks a request an injected fault answered", async () => {
    const bank = await openBank();
    expect(
      (await admin(bank, "PUT", "/faults", { rules: [{ path: "/v1/payments", status: 503, times: 1 }] }))
        .status,
    ).toBe(200);
    const id = randomUUID();
    const faulted = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: { ...psuHeaders(PSU.private), "X-Request-ID": id },
    });
    expectStatus(faulted, 503);
    const entry = await entryOf(bank, id);
    expect(entry.codes).toContain("SERVICE_UNAVAILABLE");
    expect(entry.notes?.[0]).toMatch(/^fault injected: .*status=503/);
  });
});
