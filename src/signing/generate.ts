/**
 * Test certificates for the sandbox: a self-signed test CA and a TPP certificate it issues, with
 * the organisation identifier and PSD2 roles a real eIDAS QSealC carries (ETSI TS 119 495).
 * Built with node:crypto and @peculiar/asn1-x509 (x509-build.ts): @peculiar/x509 2.x cannot load
 * without a global reflect-metadata polyfill (its tsyringe dependency demands one), which this
 * project does not ship; the asn1 packages below it need none.
 */
import { createPrivateKey, generateKeyPair, type KeyObject, X509Certificate } from "node:crypto";
import { promisify } from "node:util";
import { encodeQcStatements, type Psd2Role, QC_STATEMENTS_OID } from "./qc-statements.js";
import { buildCertificate, extensions, toPem } from "./x509-build.js";

export interface TestCertificateOptions {
  organisationName?: string;
  /** The subject's organizationIdentifier (2.5.4.97), e.g. `PSDNO-FSA-999999991`. */
  organisationId?: string;
  roles?: Psd2Role[];
  validFrom?: Date;
  validTo?: Date;
  /** Issue from this CA instead of creating a new one (PEM strings, as returned before). */
  ca?: { certificate: string; privateKey: string };
}

export interface TestCertificates {
  caCertificate: string;
  caPrivateKey: string;
  certificate: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const generateRsa = promisify(generateKeyPair);

async function newKeyPair(): Promise<{ publicKey: KeyObject; privateKey: KeyObject }> {
  return generateRsa("rsa", { modulusLength: 2048 });
}

async function createCa(from: Date, to: Date): Promise<{ certificate: string; privateKey: KeyObject }> {
  const keys = await newKeyPair();
  const der = buildCertificate({
    subject: [
      { type: "2.5.4.6", value: "NO" },
      { type: "2.5.4.10", value: "psd2-sandbox TEST ONLY" },
      { type: "2.5.4.3", value: "psd2-sandbox Test CA - NOT FOR PRODUCTION" },
    ],
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    // The CA outlives the certificates it issues, including expired and not-yet-valid ones.
    notBefore: new Date(from.getTime() - 5 * YEAR_MS),
    notAfter: new Date(to.getTime() + 5 * YEAR_MS),
    extensions: [
      extensions.basicConstraints(true),
      extensions.keyUsage("keyCertSign", "cRLSign"),
      extensions.subjectKeyIdentifier(keys.publicKey),
    ],
  });
  return { certificate: toPem("CERTIFICATE", der), privateKey: keys.privateKey };
}

export async function generateTestCertificates(
  options: TestCertificateOptions = {},
): Promise<TestCertificates> {
  const now = Date.now();
  const validFrom = options.validFrom ?? new Date(now - 24 * 3600 * 1000);
  const validTo = options.validTo ?? new Date(now + 20 * YEAR_MS);
  const name = options.organisationName ?? "Sandbox Test TPP AS";
  const ca = options.ca
    ? { certificate: options.ca.certificate, privateKey: createPrivateKey(options.ca.privateKey) }
    : await createCa(validFrom, validTo);
  const caX509 = new X509Certificate(ca.certificate);
  const keys = await newKeyPair();
  const der = buildCertificate({
    issuerCertificate: caX509.raw,
    subject: [
      { type: "2.5.4.6", value: "NO" },
      { type: "2.5.4.10", value: name },
      { type: "2.5.4.97", value: options.organisationId ?? "PSDNO-FSA-999999991" },
      { type: "2.5.4.3", value: name },
    ],
    publicKey: keys.publicKey,
    signingKey: ca.privateKey,
    notBefore: validFrom,
    notAfter: validTo,
    extensions: [
      extensions.basicConstraints(false),
      // A QSealC seals: digitalSignature and nonRepudiation.
      extensions.keyUsage("digitalSignature", "nonRepudiation"),
      extensions.subjectKeyIdentifier(keys.publicKey),
      extensions.authorityKeyIdentifier(caX509.publicKey),
      {
        oid: QC_STATEMENTS_OID,
        value: encodeQcStatements({
          roles: options.roles ?? ["PSP_AS", "PSP_PI", "PSP_AI", "PSP_IC"],
          ncaName: "Finanstilsynet",
          ncaId: "NO-FSA",
        }),
      },
    ],
  });
  return {
    caCertificate: ca.certificate,
    caPrivateKey: ca.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    certificate: toPem("CERTIFICATE", der),
    privateKey: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
