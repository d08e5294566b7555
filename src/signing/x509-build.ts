/**
 * Builds and signs an X.509 v3 certificate: the structure with @peculiar/asn1-x509, keys and the
 * signature with node:crypto. Only what test certificates need: RSA keys,
 * sha256WithRSAEncryption, single-attribute RDNs, a few extensions.
 */
import { createHash, type KeyObject, randomBytes, sign } from "node:crypto";
import { asn1 } from "./asn1.js";
import type { DnAttribute } from "./dn.js";

const SHA256_WITH_RSA = "1.2.840.113549.1.1.11";
const COUNTRY = "2.5.4.6";

export interface Extension {
  oid: string;
  critical?: boolean;
  value: Uint8Array;
}

export interface CertificateSpec {
  /** DER of the issuing CA's certificate, whose subject names the issuer; omit for self-signed. */
  issuerCertificate?: Uint8Array;
  subject: DnAttribute[];
  publicKey: KeyObject;
  signingKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  extensions: Extension[];
}

/** RFC 5280 4.2.1.2 allows any method; SHA-1 of the whole SubjectPublicKeyInfo is stable and simple. */
export function keyIdentifier(publicKey: KeyObject): Uint8Array {
  return createHash("sha1")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest();
}

/** A keyUsage bit by its RFC 5280 name, e.g. `digitalSignature`. */
export type KeyUsage = keyof typeof import("@peculiar/asn1-x509").KeyUsageFlags;

const encode = (value: object): Uint8Array => new Uint8Array(asn1().schema.AsnConvert.serialize(value));

export const extensions = {
  basicConstraints: (ca: boolean): Extension => ({
    oid: "2.5.29.19",
    critical: true,
    value: encode(new (asn1().x509.BasicConstraints)({ cA: ca })),
  }),
  keyUsage: (...usages: KeyUsage[]): Extension => {
    const { KeyUsage, KeyUsageFlags } = asn1().x509;
    const flags = usages.reduce((all, usage) => all | KeyUsageFlags[usage], 0);
    return { oid: "2.5.29.15", critical: true, value: encode(new KeyUsage(flags)) };
  },
  subjectKeyIdentifier: (key: KeyObject): Extension => ({
    oid: "2.5.29.14",
    value: encode(new (asn1().x509.SubjectKeyIdentifier)(keyIdentifier(key))),
  }),
  authorityKeyIdentifier: (issuerKey: KeyObject): Extension => {
    const { AuthorityKeyIdentifier, KeyIdentifier } = asn1().x509;
    const keyIdentifierValue = new KeyIdentifier(keyIdentifier(issuerKey));
    return {
      oid: "2.5.29.35",
      value: encode(new AuthorityKeyIdentifier({ keyIdentifier: keyIdentifierValue })),
    };
  },
};

/** A positive 128-bit serial whose top byte is never zero, so its hex form has no leading zeros. */
function randomSerial(): ArrayBuffer {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return new Uint8Array(bytes).buffer;
}

/** Returns the certificate's DER. */
export function buildCertificate(spec: CertificateSpec): Buffer {
  const { schema, x509 } = asn1();
  const { AsnConvert, OctetString } = schema;
  // Country as PrintableString (X.520 requires it), every other attribute as UTF8String.
  const subject = new x509.Name(
    spec.subject.map(
      ({ type, value }) =>
        new x509.RelativeDistinguishedName([
          new x509.AttributeTypeAndValue({
            type,
            value: new x509.AttributeValue(
              type === COUNTRY ? { printableString: value } : { utf8String: value },
            ),
          }),
        ]),
    ),
  );
  const issuer =
    spec.issuerCertificate === undefined
      ? subject
      : AsnConvert.parse(spec.issuerCertificate, x509.Certificate).tbsCertificate.subject;
  const algorithm = new x509.AlgorithmIdentifier({ algorithm: SHA256_WITH_RSA, parameters: null });
  const tbs = new x509.TBSCertificate({
    version: x509.Version.v3,
    serialNumber: randomSerial(),
    signature: algorithm,
    issuer,
    validity: new x509.Validity({ notBefore: spec.notBefore, notAfter: spec.notAfter }),
    subject,
    subjectPublicKeyInfo: AsnConvert.parse(
      spec.publicKey.export({ type: "spki", format: "der" }),
      x509.SubjectPublicKeyInfo,
    ),
    extensions: new x509.Extensions(
      spec.extensions.map(
        (e) =>
          new x509.Extension({
            extnID: e.oid,
            critical: e.critical ?? false,
            extnValue: new OctetString(e.value),
          }),
      ),
    ),
  });
  const signature = sign("sha256", encode(tbs), spec.signingKey);
  const certificate = new x509.Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: algorithm,
    signatureValue: new Uint8Array(signature).buffer,
  });
  return Buffer.from(encode(certificate));
}

export function toPem(label: string, der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString("base64")
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
