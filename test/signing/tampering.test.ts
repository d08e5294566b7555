import { describe, expect, it } from "vitest";
import type { ErrorCode } from "../../src/errors.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { createHarness, expectStatus, SEPA_PATH } from "./harness.js";
import { base, body, CA_DN, requestFactory, SIGNED, serial, without } from "./requests.js";

interface Sent {
  headers: Record<string, string>;
  body?: Buffer;
}
interface Case {
  name: string;
  build: () => Sent;
  status: number;
  code: ErrorCode;
  path?: string;
  text?: RegExp;
}

const h = createHarness();
const { signed, resign } = requestFactory(h);

const rejected: Case[] = [
  {
    name: "a body byte changed after signing",
    build: () => ({ headers: signed(), body: Buffer.from(body.toString().replace("100.00", "900.00")) }),
    status: 401,
    code: "SIGNATURE_INVALID",
    path: "Digest",
    text: /\(sent\) does not match the body: .* hash to SHA-256=.* \(computed\)/,
  },
  {
    name: "a signed header changed after signing",
    build: () => ({ headers: { ...signed(), "PSU-ID": "00000000-0000-4000-8000-000000000000" }, body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    path: "Signature",
    text: /does not verify.*\\npsu-id: 0000/,
  },
  {
    name: "PSU-ID sent but left out of the headers list",
    build: () => ({
      headers: resign(signed(), { names: ["digest", "x-request-id", "tpp-redirect-uri"] }),
      body,
    }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /headers list lacks psu-id/,
  },
  {
    name: "x-request-id left out of the headers list",
    build: () => ({ headers: resign(signed(), { names: ["digest", "psu-id", "tpp-redirect-uri"] }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /headers list lacks x-request-id/,
  },
  {
    name: "no headers parameter (the draft's default is date only)",
    build: () => {
      const headers = { ...signed(), Date: "Mon, 01 Jun 2026 12:00:00 GMT" };
      return {
        headers: {
          ...headers,
          Signature: resign(headers, { names: ["date"] }).Signature.replace(/headers="date",/, ""),
        },
        body,
      };
    },
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /headers list lacks digest/,
  },
  {
    name: "a listed header missing from the request",
    build: () => ({ headers: resign(signed(), { names: [...SIGNED, "date"] }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /names date but the request has no date header/,
  },
  {
    name: "a keyId with the wrong serial",
    build: () => ({ headers: resign(signed(), { keyId: `SN=1234ABCD,CA=${CA_DN}` }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /serial SN=1234ABCD does not match .* serial number/,
  },
  {
    name: "a keyId with the wrong CA",
    build: () => ({ headers: resign(signed(), { keyId: `SN=${serial},CA=CN=Other CA,O=Other,C=NO` }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /CA "CN=Other CA,O=Other,C=NO" does not match the certificate's issuer/,
  },
  {
    name: "a keyId that is not SN=…,CA=…",
    build: () => ({ headers: resign(signed(), { keyId: "my-key" }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /keyId "my-key" is not of the form SN=/,
  },
  {
    name: "an algorithm other than rsa-sha256",
    build: () => ({ headers: resign(signed(), { algorithm: "hs2019" }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /rsa-sha256 is expected/,
  },
  {
    name: "a signature made with another key",
    build: () => ({ headers: resign(signed(), { privateKey: loadFixtureTpp("tpp2").privateKey }), body }),
    status: 401,
    code: "SIGNATURE_INVALID",
    text: /does not verify with the certificate's public key/,
  },
  {
    name: "an expired certificate",
    build: () => ({ headers: h.client("expired").signHeaders("POST", SEPA_PATH, base, body), body }),
    status: 401,
    code: "CERTIFICATE_EXPIRED",
    path: "TPP-Signature-Certificate",
    text: /expired at 2024-01-01/,
  },
  {
    name: "a certificate that is not Base64",
    build: () => ({ headers: { ...signed(), "TPP-Signature-Certificate": "not*base64!" }, body }),
    status: 401,
    code: "CERTIFICATE_INVALID",
    path: "TPP-Signature-Certificate",
    text: /not valid Base64/,
  },
  {
    name: "Base64 that is not a certificate",
    build: () => ({ headers: { ...signed(), "TPP-Signature-Certificate": "aGVsbG8gd29ybGQ=" }, body }),
    status: 401,
    code: "CERTIFICATE_INVALID",
    text: /does not decode to an X.509 certificate/,
  },
  {
    name: "no Signature header",
    build: () => ({ headers: without(signed(), "Signature"), body }),
    status: 401,
    code: "SIGNATURE_MISSING",
    path: "Signature",
  },
  {
    name: "no certificate header",
    build: () => ({ headers: without(signed(), "TPP-Signature-Certificate"), body }),
    status: 401,
    code: "CERTIFICATE_MISSING",
    path: "TPP-Signature-Certificate",
  },
  {
    name: "no Digest on a POST with a body",
    build: () => ({ headers: without(signed(), "Digest"), body }),
    status: 400,
    code: "HTTP_HEADER_REQUIRED",
    path: "Digest",
  },
  {
    name: "a Digest with only an unsupported algorithm",
    build: () => ({ headers: signed({ Digest: "MD5=HUXZLQLMuI/KZ5KDcJPcOA==" }), body }),
    status: 400,
    code: "FORMAT_ERROR",
    path: "Digest",
    text: /send SHA-256=<base64> or SHA-512=<base64>/,
  },
  {
    name: "no X-Request-ID",
    build: () => ({
      headers: resign(without(signed(), "X-Request-ID"), { names: ["digest", "psu-id"] }),
      body,
    }),
    status: 400,
    code: "HTTP_HEADER_REQUIRED",
    path: "X-Request-ID",
  },
];

describe("POST /v1/payments/sepa-credit-transfers with a tampered or incomplete signature", () => {
  it.each(rejected)("answers $status $code for $name", async ({ build, status, code, path, text }) => {
    const sent = build();
    const error = await expectStatus(await h.send("POST", SEPA_PATH, sent.headers, sent.body), status);
    expect(error.code).toBe(code);
    expect(error.tppMessages[0]?.code).toBe(code);
    if (path !== undefined) expect(error.tppMessages[0]?.path).toBe(path);
    if (text !== undefined) expect(error.tppMessages[0]?.text).toMatch(text);
  });

  it("answers 401 CERTIFICATE_INVALID for a certificate not yet valid on the sandbox clock", async () => {
    const early = createHarness("2024-06-01T00:00:00Z");
    const response = await early.client().request("POST", SEPA_PATH, { body: { a: 1 } });
    const error = await expectStatus(response, 401);
    expect(error.code).toBe("CERTIFICATE_INVALID");
    expect(error.tppMessages[0]?.text).toMatch(/not yet valid until 2025-01-01T00:00:00.000Z/);
  });
});
