/**
 * The fields of an X.509 certificate that node:crypto's X509Certificate does not give in a
 * comparable form, read from its DER: issuer and subject as attribute lists, validity as Dates
 * (`validFromDate` only exists from Node 22) and extensions by OID.
 */
import { type DerNode, decodeOid, decodeTime, derChildren, expectTag, readDer, TAG } from "./der-read.js";
import { type DnAttribute, dnFromDer } from "./dn.js";

export interface CertificateFields {
  issuer: DnAttribute[];
  subject: DnAttribute[];
  /** The subject Name's DER, so a certificate issued by this one can name its issuer byte for byte. */
  subjectDer: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  /** Extension OID -> the extension's value (the content of its OCTET STRING). */
  extensions: Map<string, Uint8Array>;
}

function readExtensions(wrapper: DerNode | undefined): Map<string, Uint8Array> {
  const extensions = new Map<string, Uint8Array>();
  if (wrapper === undefined) return extensions;
  const list = expectTag(derChildren(wrapper)[0], TAG.sequence, "Extensions");
  for (const extension of derChildren(list)) {
    const parts = derChildren(extension);
    const id = expectTag(parts[0], TAG.oid, "extension id");
    const value = expectTag(parts[parts.length - 1], TAG.octetString, "extension value");
    extensions.set(decodeOid(id.content), value.content);
  }
  return extensions;
}

export function readCertificateFields(der: Uint8Array): CertificateFields {
  const certificate = expectTag(readDer(der), TAG.sequence, "Certificate");
  const tbs = expectTag(derChildren(certificate)[0], TAG.sequence, "TBSCertificate");
  const fields = derChildren(tbs);
  // The version is an explicit [0] tag that v1 certificates omit.
  const at = fields[0]?.tag === 0xa0 ? 1 : 0;
  const issuer = expectTag(fields[at + 2], TAG.sequence, "issuer Name");
  const validity = derChildren(expectTag(fields[at + 3], TAG.sequence, "Validity"));
  const subject = expectTag(fields[at + 4], TAG.sequence, "subject Name");
  const [notBefore, notAfter] = validity;
  if (notBefore === undefined || notAfter === undefined) throw new Error("Validity lacks a time");
  return {
    issuer: dnFromDer(issuer),
    subject: dnFromDer(subject),
    subjectDer: subject.raw,
    notBefore: decodeTime(notBefore),
    notAfter: decodeTime(notAfter),
    extensions: readExtensions(fields.slice(at + 6).find((node) => node.tag === 0xa3)),
  };
}
