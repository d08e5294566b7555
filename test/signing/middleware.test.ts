import { afterEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../src/errors.js";
import { computeDigest, WARNING_HEADER } from "../../src/signing/index.js";
import { createHarness, type Echo, expectStatus, SEPA_PATH } from "./harness.js";
import { base, body, requestFactory, SIGNED, serial, tpp, without } from "./requests.js";

const TPP = { id: "PSDNO-FSA-999999991", name: "Sandbox Test TPP AS" };
const pemBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, "");

describe("verifySignature in enforce mode", () => {
  const h = createHarness();
  const { client, signed, resign } = requestFactory(h);
  const post = (headers: Record<string, string>, bytes: Buffer = body) =>
    h.send("POST", SEPA_PATH, headers, bytes).then((r) => expectStatus<Echo>(r, 200));
  const refused = async (headers: Record<string, string>, status: number, code: string) => {
    const answer = await expectStatus<ErrorBody>(await h.send("POST", SEPA_PATH, headers, body), status);
    expect(answer.code).toBe(code);
    return answer;
  };
  afterEach(() => h.setStrictness("bank"));

  it("POST /v1/payments/sepa-credit-transfers signed by the fixture TPP passes and names the TPP", async () => {
    const echo = await expectStatus<Echo>(
      await client.request("POST", SEPA_PATH, { body: { amount: "1.00" }, headers: base }),
      200,
    );
    expect(echo.tpp).toMatchObject(TPP);
    expect(echo.tpp.roles).toEqual(["PSP_AS", "PSP_PI", "PSP_AI", "PSP_IC"]);
    // The route could still parse the body after the middleware read the raw bytes.
    expect(echo.body).toEqual({ amount: "1.00" });
    expect(echo.rawLength).toBe(JSON.stringify({ amount: "1.00" }).length);
  });

  it("GET with a query and no body passes without Digest, signing (request-target)", async () => {
    const signer = h.client("tpp", { signRequestTarget: true });
    const response = await signer.request("GET", `${SEPA_PATH}/abc`, { query: { a: "b c" }, headers: base });
    expect((await expectStatus<Echo>(response, 200)).rawLength).toBe(0);
  });

  it("a (request-target) signed for another query fails", async () => {
    const signer = h.client("tpp", { signRequestTarget: true });
    const headers = signer.signHeaders("GET", `${SEPA_PATH}/abc?a=1`, base, undefined);
    const error = await expectStatus(await h.send("GET", `${SEPA_PATH}/abc?a=2`, headers), 401);
    expect(error.tppMessages[0]?.text).toContain(`(request-target): get ${SEPA_PATH}/abc?a=2`);
  });

  it("accepts a SHA-512 Digest", async () => {
    const signer = h.client("tpp", { digestAlgorithm: "SHA-512" });
    const headers = signer.signHeaders("POST", SEPA_PATH, base, body);
    expect(headers.Digest).toMatch(/^SHA-512=/);
    await post(headers);
  });

  it("accepts a lowercase algorithm name and several Digest instances", async () => {
    await post(signed({ Digest: `sha-256=${computeDigest("SHA-256", body)}` }));
    const both = `SHA-512=${computeDigest("SHA-512", body)}, MD5=ignored, SHA-256=${computeDigest("SHA-256", body)}`;
    await post(signed({ Digest: both }));
  });

  it("refuses a PEM-armoured certificate on one line with 400 FORMAT_ERROR saying to send Base64 DER", async () => {
    const armoured = `-----BEGIN CERTIFICATE----- ${pemBody(tpp.certificate)} -----END CERTIFICATE-----`;
    const body = await refused({ ...signed(), "TPP-Signature-Certificate": armoured }, 400, "FORMAT_ERROR");
    expect(body.tppMessages[0]).toMatchObject({ path: "TPP-Signature-Certificate" });
    expect(body.message).toContain("leave out the -----BEGIN/END CERTIFICATE----- lines");
    expect(body.message).toContain("interface 5.1");
  });

  it("refuses Base64 of the PEM text (the certificate encoded twice) with 400 FORMAT_ERROR", async () => {
    const twice = Buffer.from(tpp.certificate).toString("base64");
    const body = await refused({ ...signed(), "TPP-Signature-Certificate": twice }, 400, "FORMAT_ERROR");
    expect(body.message).toContain("Base64 of PEM text");
    expect(body.message).toContain("openssl x509 -in tpp.pem -outform DER | base64 -w0");
  });

  it("takes PEM armour and Base64 of PEM in strictness lenient", async () => {
    h.setStrictness("lenient");
    const armoured = `-----BEGIN CERTIFICATE----- ${pemBody(tpp.certificate)} -----END CERTIFICATE-----`;
    await post({ ...signed(), "TPP-Signature-Certificate": armoured });
    await post({ ...signed(), "TPP-Signature-Certificate": Buffer.from(tpp.certificate).toString("base64") });
  });

  it("refuses a raw ISO-8859-1 Signature value with 400 FORMAT_ERROR saying to RFC 2047 encode it", async () => {
    const headers = resign(signed(), { keyId: `SN=${serial},CA=CN=Øst CA,C=NO` });
    const body = await refused(headers, 400, "FORMAT_ERROR");
    expect(body.tppMessages[0]).toMatchObject({ path: "Signature" });
    expect(body.message).toContain("=?utf-8?B?");
    expect(body.message).toContain("interface 5.1 point 4");
  });

  it("refuses a signature without the algorithm parameter (401 SIGNATURE_INVALID)", async () => {
    const body = await refused(resign(signed(), { algorithm: null }), 401, "SIGNATURE_INVALID");
    expect(body.message).toContain('algorithm="rsa-sha256"');
  });

  it.each([
    [
      "the CA written least specific first with spaces",
      `SN=${serial}, CA=C=NO, O=psd2-sandbox TEST ONLY, CN=psd2-sandbox Test CA - NOT FOR PRODUCTION`,
    ],
    [
      "the serial with leading zeros in lower case",
      `SN=000${serial.toLowerCase()},CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO`,
    ],
    [
      "aliases and quoted values",
      `SN=${serial},CA=commonName="psd2-sandbox Test CA - NOT FOR PRODUCTION";o=psd2-sandbox TEST ONLY;OID.2.5.4.6=NO`,
    ],
  ])("accepts a keyId with %s", async (_name, keyId) => {
    await post(resign(signed(), { keyId }));
  });

  it("accepts a signature without the algorithm parameter in strictness lenient (the key is RSA)", async () => {
    h.setStrictness("lenient");
    await post(resign(signed(), { algorithm: null }));
  });

  it("accepts an RFC 2047 encoded Signature header (B and Q encodings)", async () => {
    const headers = signed();
    const b = `=?utf-8?B?${Buffer.from(headers.Signature ?? "").toString("base64")}?=`;
    await post({ ...headers, Signature: b });
    const q = `=?ISO-8859-1?Q?${(headers.Signature ?? "").replace(/[=?_"]/g, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase()}`).replaceAll(" ", "_")}?=`;
    await post({ ...headers, Signature: q });
  });

  it("accepts signing basket creation without Digest (interface 5.1)", async () => {
    const headers = client.signHeaders("POST", "/v1/signing-baskets", base, undefined);
    const response = await h.send(
      "POST",
      "/v1/signing-baskets",
      headers,
      JSON.stringify({ paymentIds: ["p1"] }),
    );
    expect((await expectStatus<Echo>(response, 200)).body).toEqual({ paymentIds: ["p1"] });
  });

  it("accepts header names listed in upper case and a signed Date", async () => {
    const headers = { ...signed(), Date: "Mon, 01 Jun 2026 12:00:00 GMT" };
    const names = [...SIGNED, "date"];
    const resigned = resign(headers, { names });
    await post({
      ...resigned,
      Signature: (resigned.Signature ?? "").replace(/headers="[^"]*"/, (m) => m.toUpperCase()),
    });
  });
});

describe("verifySignature in warn and off modes", () => {
  it("warn: a bad signature still gets the answer, with the failure in a header and the log", async () => {
    const h = createHarness();
    h.setMode("warn");
    const { signed } = requestFactory(h);
    const response = await h.send("POST", SEPA_PATH, { ...signed(), "PSU-ID": "changed" }, body);
    expect(response.headers.get(WARNING_HEADER)).toMatch(/^SIGNATURE_INVALID: signature does not verify/);
    expect((await expectStatus<Echo>(response, 200)).tpp).toMatchObject(TPP);
    expect(h.warnings).toHaveLength(1);
    expect(h.warnings[0]?.fields).toMatchObject({ code: "SIGNATURE_INVALID", path: SEPA_PATH });
  });

  it("warn: a request with no signing headers is answered as the anonymous TPP", async () => {
    const h = createHarness();
    h.setMode("warn");
    const response = await h.send("POST", SEPA_PATH, { "Content-Type": "application/json" }, body);
    expect(response.headers.get(WARNING_HEADER)).toMatch(/^HTTP_HEADER_REQUIRED: Digest/);
    expect((await expectStatus<Echo>(response, 200)).tpp).toEqual({ id: "anonymous", roles: [] });
  });

  it("warn: the warning header escapes non-ASCII text and gets onto immutable responses", async () => {
    const h = createHarness();
    h.setMode("warn");
    h.setStrictness("lenient");
    const { client, resign } = requestFactory(h);
    const headers = resign(client.signHeaders("GET", "/v1/redirect", base), {
      keyId: `SN=${serial},CA=CN=Øst CA,C=NO`,
      names: ["x-request-id", "psu-id", "tpp-redirect-uri"],
    });
    const response = await h.send("GET", "/v1/redirect", headers);
    expect(response.status).toBe(302);
    expect(response.headers.get(WARNING_HEADER)).toContain('keyId CA "CN=\\u00d8st CA,C=NO" does not match');
  });

  it("warn: a valid request carries no warning", async () => {
    const h = createHarness();
    h.setMode("warn");
    const response = await h.client().request("POST", SEPA_PATH, { body: { a: 1 }, headers: base });
    expect(response.headers.get(WARNING_HEADER)).toBeNull();
    await expectStatus<Echo>(response, 200);
  });

  it("off: nothing is checked, the TPP still comes from a readable certificate", async () => {
    const h = createHarness();
    h.setMode("off");
    const tpp2 = h.client("tpp2").signHeaders("POST", SEPA_PATH, base, body);
    const unsigned = without(without(tpp2, "Signature"), "Digest");
    const response = await h.send("POST", SEPA_PATH, unsigned, Buffer.from('{"x":2}'));
    expect(response.headers.get(WARNING_HEADER)).toBeNull();
    const echo = await expectStatus<Echo>(response, 200);
    expect(echo.tpp.id).toBe("PSDNO-FSA-999999992");
    expect(echo.body).toEqual({ x: 2 });
    const anonymous = await h.send("POST", SEPA_PATH, {}, body);
    expect((await expectStatus<Echo>(anonymous, 200)).tpp.id).toBe("anonymous");
  });

  it("the mode is read per request", async () => {
    const h = createHarness();
    const send = () => h.send("POST", SEPA_PATH, {}, body);
    expect((await send()).status).toBe(400);
    h.setMode("off");
    expect((await send()).status).toBe(200);
  });
});
