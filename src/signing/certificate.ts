/**
 * The `TPP-Signature-Certificate` header: parse, check validity on the sandbox clock, and derive
 * the TPP's identity. Parsing is cached by header value since a TPP sends the same one each time;
 * validity is checked on every request because the sandbox clock moves.
 */
import { type KeyObject, X509Certificate } from "node:crypto";
import { apiError } from "../errors.js";
import type { TppIdentity } from "../http/env.js";
import { recentlyUsed } from "./asn1.js";
import { type CertificateFields, readCertificateFields } from "./cert-fields.js";
import { psd2Roles, QC_STATEMENTS_OID } from "./qc-statements.js";

export const CERTIFICATE_HEADER = "TPP-Signature-Certificate";
const ORGANIZATION_IDENTIFIER = "2.5.4.97";
const ORGANIZATION_NAME = "2.5.4.10";

export interface ParsedCertificate {
  x509: X509Certificate;
  fields: CertificateFields;
  identity: TppIdentity;
  /** Read once: `X509Certificate.publicKey` builds a new KeyObject on every access. */
  publicKey: KeyObject;
  /** keyId values already found to match this certificate (a client sends the same one every time). */
  matchingKeyIds: Set<string>;
}

const invalid = (text: string) => apiError("CERTIFICATE_INVALID", text, CERTIFICATE_HEADER);

const BASE64_OF_PEM = "LS0tLS1CRUdJTi"; // "-----BEGIN" Base64 encoded
const RULE = "(interface 5.1: TPP-Signature-Certificate is the signing certificate, Base64 encoded)";
const DER_HINT =
  "send the DER bytes Base64 encoded on one line, e.g. openssl x509 -in tpp.pem -outform DER | base64 -w0";

/**
 * Whether the header is in the form 5.1 prescribes, Base64 of the DER certificate: not PEM text (with
 * its -----BEGIN/END----- lines) and not Base64 of PEM text (the certificate encoded twice). Strictness
 * `lenient` skips this: `certificateBytes` then tolerates both. 400 FORMAT_ERROR: a malformed header.
 */
export function checkCertificateForm(headerValue: string): void {
  const value = headerValue.trim();
  if (value.includes("-----BEGIN") || value.includes("-----END")) {
    throw apiError(
      "FORMAT_ERROR",
      `${CERTIFICATE_HEADER} is PEM text; leave out the -----BEGIN/END CERTIFICATE----- lines and ${DER_HINT} ${RULE}`,
      CERTIFICATE_HEADER,
    );
  }
  if (value.startsWith(BASE64_OF_PEM)) {
    throw apiError(
      "FORMAT_ERROR",
      `${CERTIFICATE_HEADER} is Base64 of PEM text (the certificate encoded twice); ${DER_HINT} ${RULE}`,
      CERTIFICATE_HEADER,
    );
  }
}

/** Base64 DER, tolerating PEM armour and whitespace (headers cannot carry newlines, PEM often does). */
export function certificateBytes(headerValue: string): Buffer {
  const body = headerValue.replace(/-----(BEGIN|END) [A-Z0-9 ]+-----/g, "").replace(/\s+/g, "");
  if (body === "") throw invalid(`${CERTIFICATE_HEADER} is empty; send the certificate as Base64 DER`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    throw invalid(
      `${CERTIFICATE_HEADER} is not valid Base64; send the certificate's DER bytes Base64 encoded`,
    );
  }
  return Buffer.from(body, "base64");
}

export function parseCertificate(headerValue: string): ParsedCertificate {
  const bytes = certificateBytes(headerValue);
  let x509: X509Certificate;
  let fields: CertificateFields;
  try {
    x509 = new X509Certificate(bytes);
    fields = readCertificateFields(x509.raw);
  } catch {
    throw invalid(
      `${CERTIFICATE_HEADER} does not decode to an X.509 certificate; send its DER bytes Base64 encoded`,
    );
  }
  return {
    x509,
    fields,
    identity: identityOf(x509, fields),
    publicKey: x509.publicKey,
    matchingKeyIds: new Set(),
  };
}

/** id: the organizationIdentifier (e.g. PSDNO-FSA-...), else the certificate's SHA-256 fingerprint. */
function identityOf(x509: X509Certificate, fields: CertificateFields): TppIdentity {
  const subject = (type: string) => fields.subject.find((a) => a.type === type)?.value;
  const fingerprint = x509.fingerprint256.replaceAll(":", "").toLowerCase();
  const qcStatements = fields.extensions.get(QC_STATEMENTS_OID);
  const identity: TppIdentity = {
    id: subject(ORGANIZATION_IDENTIFIER) ?? fingerprint,
    roles: psd2Roles(qcStatements),
  };
  if (qcStatements !== undefined) identity.qcStatement = true;
  const name = subject(ORGANIZATION_NAME);
  if (name !== undefined) identity.name = name;
  return identity;
}

export function checkValidity(certificate: ParsedCertificate, now: Date): void {
  const { notBefore, notAfter } = certificate.fields;
  if (now < notBefore) {
    throw invalid(
      `the certificate is not yet valid until ${notBefore.toISOString()} (sandbox time is ${now.toISOString()})`,
    );
  }
  if (now > notAfter) {
    throw apiError(
      "CERTIFICATE_EXPIRED",
      `the certificate expired at ${notAfter.toISOString()} (sandbox time is ${now.toISOString()}); send a valid one`,
      CERTIFICATE_HEADER,
    );
  }
}

export interface CertificateCache {
  /** Parses (or recalls) the certificate in a header value; throws CERTIFICATE_INVALID. */
  get(headerValue: string): ParsedCertificate;
}

/** A bounded cache: on overflow the least recently used entry goes (`recentlyUsed`). */
export function createCertificateCache(maxEntries = 256): CertificateCache {
  const recall = recentlyUsed(parseCertificate, (headerValue: string) => headerValue, maxEntries);
  // Most calls repeat the previous call's certificate. Comparing with it is cheaper than a Map
  // lookup, which must hash the whole (kilobytes long) header value of every request.
  let last: { headerValue: string; parsed: ParsedCertificate } | undefined;
  return {
    get(headerValue) {
      if (last !== undefined && last.headerValue === headerValue) return last.parsed;
      const parsed = recall(headerValue);
      last = { headerValue, parsed };
      return parsed;
    },
  };
}
