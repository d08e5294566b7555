import { generateKeyPairSync, X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkValidity, createCertificateCache, parseCertificate } from "../../src/signing/index.js";
import { buildCertificate, toPem } from "../../src/signing/x509-build.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const base64 = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, "");
const tpp = loadFixtureTpp("tpp");

describe("parseCertificate", () => {
  it("reads the TPP identity: organizationIdentifier, O and the PSD2 roles", () => {
    expect(parseCertificate(base64(tpp.certificate)).identity).toEqual({
      id: "PSDNO-FSA-999999991",
      name: "Sandbox Test TPP AS",
      qcStatement: true,
      roles: ["PSP_AS", "PSP_PI", "PSP_AI", "PSP_IC"],
    });
  });

  it("accepts PEM armour and line breaks", () => {
    expect(parseCertificate(tpp.certificate).identity.id).toBe("PSDNO-FSA-999999991");
  });

  it("falls back to the SHA-256 fingerprint and no roles without organizationIdentifier or QC statements", () => {
    const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });
    const der = buildCertificate({
      subject: [{ type: "2.5.4.3", value: "plain" }],
      publicKey,
      signingKey: privateKey,
      notBefore: new Date("2025-01-01T00:00:00Z"),
      notAfter: new Date("2055-01-01T00:00:00Z"),
      extensions: [],
    });
    const fingerprint = new X509Certificate(der).fingerprint256.replaceAll(":", "").toLowerCase();
    const parsed = parseCertificate(toPem("CERTIFICATE", der));
    expect(parsed.identity).toEqual({ id: fingerprint, roles: [] });
    expect(parsed.fields.notAfter.toISOString()).toBe("2055-01-01T00:00:00.000Z");
  });

  it.each([
    ["", /is empty/],
    ["@@@", /is not valid Base64/],
    [Buffer.from("not a certificate").toString("base64"), /does not decode to an X.509 certificate/],
  ])("answers CERTIFICATE_INVALID for %j", (value, message) => {
    expect(() => parseCertificate(value)).toThrow(message);
    expect(() => parseCertificate(value)).toThrow(expect.objectContaining({ code: "CERTIFICATE_INVALID" }));
  });
});

describe("checkValidity on the sandbox clock", () => {
  const cert = parseCertificate(tpp.certificate);
  it.each([
    ["2024-12-31T23:59:59Z", "CERTIFICATE_INVALID"],
    ["2025-01-01T00:00:00Z", undefined],
    ["2045-01-01T00:00:00Z", undefined],
    ["2045-01-01T00:00:01Z", "CERTIFICATE_EXPIRED"],
  ])("at %s -> %s", (at, code) => {
    const check = () => checkValidity(cert, new Date(at));
    if (code === undefined) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ code }));
  });
});

describe("createCertificateCache", () => {
  it("returns the parsed certificate again for the same header value, and forgets the least recent", () => {
    const cache = createCertificateCache(2);
    const [a, b, c] = (["tpp", "tpp2", "expired"] as const).map((n) => base64(loadFixtureTpp(n).certificate));
    const first = cache.get(a as string);
    expect(cache.get(a as string)).toBe(first);
    cache.get(b as string);
    cache.get(a as string); // a is now the most recent; b goes next
    const bFirst = cache.get(b as string);
    cache.get(c as string);
    expect(cache.get(b as string)).toBe(bFirst);
    expect(cache.get(a as string)).not.toBe(first);
  });
});
