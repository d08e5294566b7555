/**
 * Builds and signs an X.509 v3 certificate with node:crypto and the DER writer. Only what test
 * certificates need: RSA keys, sha256WithRSAEncryption, single-attribute RDNs, a few extensions.
 */
import { createHash, type KeyObject, randomBytes, sign } from "node:crypto";
import { TAG } from "./der-read.js";
import {
  bitString,
  boolean,
  derNull,
  explicit,
  implicit,
  octetString,
  oid,
  printable,
  sequence,
  set,
  time,
  tlv,
  unsignedInteger,
  utf8,
} from "./der-write.js";
import type { DnAttribute } from "./dn.js";

const SHA256_WITH_RSA = sequence(oid("1.2.840.113549.1.1.11"), derNull());
const COUNTRY = "2.5.4.6";

export interface Extension {
  oid: string;
  critical?: boolean;
  value: Uint8Array;
}

export interface CertificateSpec {
  /** DER of the issuer Name (the CA's subject, byte for byte); omit for a self-signed certificate. */
  issuerDer?: Uint8Array;
  subject: DnAttribute[];
  publicKey: KeyObject;
  signingKey: KeyObject;
  notBefore: Date;
  notAfter: Date;
  extensions: Extension[];
}

/** Names in DER order (least specific first); country as PrintableString, the rest UTF8String. */
export function encodeName(attributes: DnAttribute[]): Uint8Array {
  return sequence(
    ...attributes.map((a) =>
      set(sequence(oid(a.type), a.type === COUNTRY ? printable(a.value) : utf8(a.value))),
    ),
  );
}

/** RFC 5280 4.2.1.2 allows any method; SHA-1 of the whole SubjectPublicKeyInfo is stable and simple. */
export function keyIdentifier(publicKey: KeyObject): Uint8Array {
  return createHash("sha1")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest();
}

export const extensions = {
  basicConstraints: (ca: boolean): Extension => ({
    oid: "2.5.29.19",
    critical: true,
    value: ca ? sequence(boolean(true)) : sequence(),
  }),
  /** `bits` as the first content byte (bit 0 = 0x80) and how many trailing bits are unused. */
  keyUsage: (bits: number, unused: number): Extension => ({
    oid: "2.5.29.15",
    critical: true,
    value: tlv(TAG.bitString, Uint8Array.of(unused, bits)),
  }),
  subjectKeyIdentifier: (key: KeyObject): Extension => ({
    oid: "2.5.29.14",
    value: octetString(keyIdentifier(key)),
  }),
  authorityKeyIdentifier: (issuerKey: KeyObject): Extension => ({
    oid: "2.5.29.35",
    value: sequence(implicit(0, keyIdentifier(issuerKey))),
  }),
};

function encodeExtension({ oid: id, critical, value }: Extension): Uint8Array {
  return sequence(oid(id), ...(critical ? [boolean(true)] : []), octetString(value));
}

/** A positive 128-bit serial whose top byte is never zero, so its hex form has no leading zeros. */
function randomSerial(): Uint8Array {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x40;
  return bytes;
}

/** Returns the certificate's DER. */
export function buildCertificate(spec: CertificateSpec): Buffer {
  const subjectDer = encodeName(spec.subject);
  const tbs = sequence(
    explicit(0, unsignedInteger(Uint8Array.of(2))),
    unsignedInteger(randomSerial()),
    SHA256_WITH_RSA,
    spec.issuerDer ?? subjectDer,
    sequence(time(spec.notBefore), time(spec.notAfter)),
    subjectDer,
    spec.publicKey.export({ type: "spki", format: "der" }),
    explicit(3, sequence(...spec.extensions.map(encodeExtension))),
  );
  const signature = sign("sha256", tbs, spec.signingKey);
  return Buffer.from(sequence(tbs, SHA256_WITH_RSA, bitString(signature)));
}

export function toPem(label: string, der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString("base64")
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}
