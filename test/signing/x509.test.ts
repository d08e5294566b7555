/**
 * Certificates read and written through @peculiar/asn1-x509: issuer names whose values RFC 4514
 * must escape, QC statements with several or unknown roles, and extensions the sandbox does not
 * know. Keys are the fixtures' (no key generation per case).
 */
import { createPrivateKey, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { asn1 } from "../../src/signing/asn1.js";
import { formatDn, parseCertificate, parseDn, sameDn } from "../../src/signing/index.js";
import {
  encodePsd2Statement,
  encodeQcStatements,
  QC_STATEMENTS_OID,
} from "../../src/signing/qc-statements.js";
import { buildCertificate, type Extension, extensions, toPem } from "../../src/signing/x509-build.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { createHarness, type Echo, expectStatus, SEPA_PATH } from "./harness.js";

const fixture = loadFixtureTpp("tpp");
const caKey = createPrivateKey(readFileSync(new URL("../../fixtures/test-tpp/ca.key.pem", import.meta.url)));
const tppKey = createPrivateKey(fixture.privateKey);

function caWithName(name: string): Buffer {
  return buildCertificate({
    subject: [
      { type: "2.5.4.6", value: "NO" },
      { type: "2.5.4.10", value: name },
      { type: "2.5.4.3", value: `${name} CA` },
    ],
    publicKey: createPublicKey(caKey),
    signingKey: caKey,
    notBefore: new Date("2020-01-01T00:00:00Z"),
    notAfter: new Date("2060-01-01T00:00:00Z"),
    extensions: [extensions.basicConstraints(true), extensions.keyUsage("keyCertSign", "cRLSign")],
  });
}

function tppCertificate(extra: Extension[], issuerCertificate?: Uint8Array): string {
  const der = buildCertificate({
    ...(issuerCertificate === undefined ? {} : { issuerCertificate }),
    subject: [
      { type: "2.5.4.6", value: "NO" },
      { type: "2.5.4.10", value: "Fjord Betaling AS" },
      { type: "2.5.4.97", value: "PSDNO-FSA-123456789" },
      { type: "2.5.4.3", value: "Fjord Betaling AS" },
    ],
    publicKey: createPublicKey(tppKey),
    signingKey: caKey,
    notBefore: new Date("2025-01-01T00:00:00Z"),
    notAfter: new Date("2049-12-31T23:59:59Z"),
    extensions: [extensions.basicConstraints(false), ...extra],
  });
  return toPem("CERTIFICATE", der);
}

describe("an issuer name with characters RFC 4514 escapes", () => {
  it.each([
    ["a comma", "Bank, Norge ASA", "O=Bank\\, Norge ASA"],
    ["a plus and an equals sign", "A+B=C", "O=A\\+B\\=C"],
    ["quotes, angle brackets and a semicolon", 'Say "hi" <now>;', 'O=Say \\"hi\\" \\<now\\>\\;'],
    ["a backslash", "Back\\slash", "O=Back\\\\slash"],
    ["a leading hash", "#1 Bank", "O=\\#1 Bank"],
    ["leading and trailing spaces", " Bank ", "O=\\ Bank\\ "],
    ["non-ASCII letters", "Bank Øst Æøå", "O=Bank Øst Æøå"],
  ])(
    "with %s: read from the certificate, written escaped, matched in a keyId and accepted over HTTP",
    async (_case, name, escaped) => {
      const ca = caWithName(name);
      const certificate = tppCertificate([], ca);
      const { fields } = parseCertificate(certificate);
      expect(fields.issuer).toEqual([
        { type: "2.5.4.6", value: "NO" },
        { type: "2.5.4.10", value: name },
        { type: "2.5.4.3", value: `${name} CA` },
      ]);
      const text = formatDn(fields.issuer);
      expect(text.endsWith(`,${escaped},C=NO`)).toBe(true);
      expect(sameDn(parseDn(text), fields.issuer)).toBe(true);

      const h = createHarness("2026-06-01T12:00:00Z");
      const client = h.client("tpp", { certificate, privateKey: fixture.privateKey });
      expect(client.keyId.endsWith(`CA=${text}`)).toBe(true);
      const echo = await expectStatus<Echo>(await client.request("POST", SEPA_PATH, { body: {} }), 200);
      expect(echo.tpp.id).toBe("PSDNO-FSA-123456789");
    },
  );
});

const qc = (value: Uint8Array): Extension => ({ oid: QC_STATEMENTS_OID, value });
const NCA = ["Finanstilsynet", "NO-FSA"] as const;
/** QcCompliance (ETSI EN 319 412-5) alone: a QC statement that is not the PSD2 one. */
const QC_COMPLIANCE_ONLY = Uint8Array.from([0x30, 0x08, 0x30, 0x06, 0x06, 0x04, 0x04, 0x00, 0x8e, 0x46]);

describe("the PSD2 QC statement and other extensions", () => {
  it.each<[string, Extension[], string[], boolean]>([
    [
      "two roles",
      [qc(encodeQcStatements({ roles: ["PSP_PI", "PSP_AI"], ncaName: NCA[0], ncaId: NCA[1] }))],
      ["PSP_PI", "PSP_AI"],
      true,
    ],
    [
      "a role OID the sandbox does not know (its name is kept)",
      [
        qc(
          encodePsd2Statement(
            [
              { oid: "0.4.0.19495.1.9", name: "PSP_XX" },
              { oid: "0.4.0.19495.1.2", name: "payments" },
            ],
            ...NCA,
          ),
        ),
      ],
      ["PSP_XX", "PSP_PI"],
      true,
    ],
    ["QC statements without the PSD2 one", [qc(QC_COMPLIANCE_ONLY)], [], true],
    ["a QC statements value that is not DER", [qc(Uint8Array.from([0x30, 0x05, 0x01]))], [], true],
    [
      "unknown extensions, one of them critical, beside the QC statement",
      [
        { oid: "1.3.6.1.4.1.99999.1", value: Uint8Array.from([0x04, 0x02, 0xca, 0xfe]) },
        { oid: "1.3.6.1.4.1.99999.2", critical: true, value: Uint8Array.from([0x05, 0x00]) },
        qc(encodeQcStatements({ roles: ["PSP_AS"], ncaName: NCA[0], ncaId: NCA[1] })),
      ],
      ["PSP_AS"],
      true,
    ],
    ["no QC statement at all", [], [], false],
  ])("%s", (_case, extra, roles, qcStatement) => {
    const { identity, fields } = parseCertificate(tppCertificate(extra));
    expect(identity).toEqual({
      id: "PSDNO-FSA-123456789",
      name: "Fjord Betaling AS",
      roles,
      ...(qcStatement ? { qcStatement: true } : {}),
    });
    for (const extension of extra) expect(fields.extensions.get(extension.oid)).toEqual(extension.value);
  });
});

describe("issuer attribute values beyond the string types asn1-x509 names", () => {
  /** The TPP certificate with its issuer name replaced by one attribute of this DER value. */
  function withIssuerValue(type: string, der: number[]): string {
    const { schema, x509 } = asn1();
    const certificate = schema.AsnConvert.parse(
      Buffer.from(tppCertificate([]).replace(/-----[A-Z ]+-----|\s/g, ""), "base64"),
      x509.Certificate,
    );
    const value = new x509.AttributeValue({ anyValue: Uint8Array.from(der).buffer });
    certificate.tbsCertificate.issuer = new x509.Name([
      new x509.RelativeDistinguishedName([new x509.AttributeTypeAndValue({ type, value })]),
    ]);
    return toPem("CERTIFICATE", new Uint8Array(schema.AsnConvert.serialize(certificate)));
  }

  it.each([
    [
      "a NumericString, read as its text",
      "2.5.4.5",
      [0x12, 0x03, 0x31, 0x32, 0x33],
      "123",
      "serialNumber=123",
    ],
    [
      "a BIT STRING of an unknown type, kept as # and its encoding in hex",
      "1.3.6.1.4.1.99999.5",
      [0x03, 0x02, 0x00, 0xff],
      "#030200ff",
      "1.3.6.1.4.1.99999.5=\\#030200ff",
    ],
  ])("%s", (_case, type, der, value, text) => {
    const { fields } = parseCertificate(withIssuerValue(type, der));
    expect(fields.issuer).toEqual([{ type, value }]);
    expect(formatDn(fields.issuer)).toBe(text);
  });
});
