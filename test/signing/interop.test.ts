/**
 * An independent implementation signs, ours verifies: joyent's http-signature (the reference
 * client of draft-cavage) signs a request with the fixture key and a keyId of our form; and the
 * other way round, it verifies what our client signs.
 */
import { X509Certificate } from "node:crypto";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { computeDigest } from "../../src/signing/index.js";
import { createHarness, type Echo, expectStatus, SEPA_PATH } from "./harness.js";
import { base, body, CA_DN, serial, tpp } from "./requests.js";

interface FakeRequest {
  method: string;
  path: string;
  getHeader(name: string): string | undefined;
  setHeader(name: string, value: string): void;
}
interface HttpSignature {
  parseRequest(
    request: { method: string; url: string; httpVersion: string; headers: Record<string, string> },
    options: { headers: string[]; authorizationHeaderName: string },
  ): unknown;
  verifySignature(parsed: unknown, publicKeyPem: string): boolean;
  sign(
    request: FakeRequest,
    options: {
      key: string;
      keyId: string;
      algorithm: string;
      headers: string[];
      authorizationHeaderName: string;
    },
  ): boolean;
}

// http-signature is CommonJS without types.
const httpSignature = createRequire(import.meta.url)("http-signature") as HttpSignature;

function fakeRequest(method: string, path: string, initial: Record<string, string>) {
  const headers = new Map(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const request: FakeRequest = {
    method,
    path,
    getHeader: (name) => headers.get(name.toLowerCase()),
    setHeader: (name, value) => void headers.set(name.toLowerCase(), value),
  };
  return { request, headers };
}

describe("a request signed by the http-signature package", () => {
  it.each([
    ["the interface's header list", ["date", "digest", "x-request-id", "psu-id", "tpp-redirect-uri"]],
    [
      "(request-target) too",
      ["(request-target)", "date", "digest", "x-request-id", "psu-id", "tpp-redirect-uri"],
    ],
  ])("passes POST /v1/payments/sepa-credit-transfers signing %s", async (_name, names) => {
    const h = createHarness();
    const { request, headers } = fakeRequest("POST", SEPA_PATH, {
      ...base,
      "X-Request-ID": "3f9d0c5e-8f7a-4c1b-9f0e-2a6b7c8d9e01",
      Digest: `SHA-256=${computeDigest("SHA-256", body)}`,
      "TPP-Signature-Certificate": tpp.certificate.replace(/-----[A-Z ]+-----|\s/g, ""),
    });
    httpSignature.sign(request, {
      key: tpp.privateKey,
      keyId: `SN=${serial},CA=${CA_DN}`,
      algorithm: "rsa-sha256",
      headers: names,
      authorizationHeaderName: "Signature",
    });
    expect(headers.get("signature")).toMatch(/^keyId="SN=/);
    expect(headers.get("date")).toBeDefined();
    const response = await h.send("POST", SEPA_PATH, Object.fromEntries(headers), body);
    expect((await expectStatus<Echo>(response, 200)).tpp.id).toBe("PSDNO-FSA-999999991");
  });
});

describe("a request signed by createTppClient", () => {
  it("verifies with the http-signature package", () => {
    const h = createHarness();
    const client = h.client("tpp", { signRequestTarget: true });
    const signed = client.signHeaders("POST", `${SEPA_PATH}?x=1`, base, body);
    const headers = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k.toLowerCase(), v]));
    const parsed = httpSignature.parseRequest(
      { method: "POST", url: `${SEPA_PATH}?x=1`, httpVersion: "1.1", headers },
      {
        headers: ["(request-target)", "digest", "x-request-id", "psu-id"],
        authorizationHeaderName: "signature",
      },
    );
    const publicKey = new X509Certificate(tpp.certificate).publicKey.export({ type: "spki", format: "pem" });
    expect(httpSignature.verifySignature(parsed, publicKey.toString())).toBe(true);
  });
});
