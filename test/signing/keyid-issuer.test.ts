/**
 * The client's keyId names the issuer as `formatDn` writes it. For a plain issuer it reads
 * node:crypto's text instead of the DER (so a process that only signs does not load the ASN.1
 * libraries); whichever way it reads, the keyId must be the same, else the bank refuses it.
 */
import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCertificateFields } from "../../src/signing/cert-fields.js";
import { issuerOf } from "../../src/signing/client.js";
import type { DnAttribute } from "../../src/signing/dn.js";
import { formatDn } from "../../src/signing/dn.js";
import { buildCertificate, extensions } from "../../src/signing/x509-build.js";

const key = createPrivateKey(readFileSync(new URL("../../fixtures/test-tpp/ca.key.pem", import.meta.url)));

/** A self-signed certificate: its issuer is `subject`. */
function issuedBy(subject: DnAttribute[]): X509Certificate {
  const der = buildCertificate({
    subject,
    publicKey: createPublicKey(key),
    signingKey: key,
    notBefore: new Date("2025-01-01T00:00:00Z"),
    notAfter: new Date("2049-12-31T23:59:59Z"),
    extensions: [extensions.basicConstraints(true)],
  });
  return new X509Certificate(der);
}

const C = "2.5.4.6";
const O = "2.5.4.10";
const CN = "2.5.4.3";

const issuers: [string, DnAttribute[]][] = [
  [
    "plain",
    [
      { type: C, value: "NO" },
      { type: O, value: "Test Bank" },
      { type: CN, value: "Test CA - 2" },
    ],
  ],
  [
    "a comma in a value",
    [
      { type: C, value: "NO" },
      { type: O, value: "Acme, Inc" },
    ],
  ],
  [
    "a plus in a value",
    [
      { type: O, value: "A+B" },
      { type: CN, value: "CA" },
    ],
  ],
  ["quotes, a backslash and a semicolon", [{ type: O, value: 'Say "hi"\\; now' }]],
  [
    "letters beyond ASCII",
    [
      { type: C, value: "NO" },
      { type: O, value: "Bærum Sparebank Ø" },
    ],
  ],
  ["a leading hash and a trailing space", [{ type: O, value: "#1 Bank " }]],
  ["an equals sign in a value", [{ type: CN, value: "a=b" }]],
  [
    "organizationIdentifier, serialNumber, emailAddress, OU, L, ST",
    [
      { type: C, value: "NO" },
      { type: "2.5.4.8", value: "Oslo" },
      { type: "2.5.4.7", value: "Oslo" },
      { type: O, value: "Fjord" },
      { type: "2.5.4.11", value: "Payments" },
      { type: "2.5.4.97", value: "PSDNO-FSA-123456789" },
      { type: "2.5.4.5", value: "12345" },
      { type: "1.2.840.113549.1.9.1", value: "ca@bank.example" },
      { type: CN, value: "Fjord CA" },
    ],
  ],
  [
    "an attribute without a name here (title's OID alone)",
    [
      { type: "2.5.4.44", value: "III" },
      { type: CN, value: "CA" },
    ],
  ],
];

describe("the issuer in the client's keyId", () => {
  it.each(issuers)("%s: the same text as read from the certificate's DER", (_, subject) => {
    const certificate = issuedBy(subject);
    expect(issuerOf(certificate)).toBe(formatDn(readCertificateFields(certificate.raw).issuer));
  });

  it("of the shipped test TPP", () => {
    const certificate = new X509Certificate(
      readFileSync(new URL("../../fixtures/test-tpp/tpp.pem", import.meta.url)),
    );
    expect(issuerOf(certificate)).toBe(
      "CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",
    );
  });
});
