/**
 * Trust mode `ca`: a certificate is accepted only when a CA of `trust.cas` issued it. Checked with
 * node:crypto: the issuer name matches (`checkIssued`), the CA's key verifies the certificate's
 * signature, and the CA is itself valid on the sandbox clock.
 */
import { readFileSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import type { TrustedCa } from "../context.js";
import { readCertificateFields } from "../signing/cert-fields.js";

export type { TrustedCa };

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Reads every certificate of each PEM file. Throws an Error naming the file that cannot be used, or
 * when mode `ca` has no CA to trust (a setting that spans two keys, so it is checked here, at start).
 */
export function loadTrustedCas({ mode, cas: files }: { mode: string; cas: readonly string[] }): TrustedCa[] {
  if (mode === "ca" && files.length === 0) {
    throw new Error('trust.mode "ca" needs at least one PEM file of a trusted CA in trust.cas');
  }
  const cas: TrustedCa[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      throw new Error(`trust.cas: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    }
    const blocks = text.match(PEM_BLOCK) ?? [];
    if (blocks.length === 0) throw new Error(`trust.cas: ${file} holds no PEM certificate`);
    for (const pem of blocks) {
      try {
        const x509 = new X509Certificate(pem);
        const { notBefore, notAfter } = readCertificateFields(x509.raw);
        cas.push({ file, x509, subject: x509.subject.replaceAll("\n", ", "), notBefore, notAfter });
      } catch (error) {
        throw new Error(
          `trust.cas: ${file} holds a certificate that cannot be read: ${(error as Error).message}`,
        );
      }
    }
  }
  return cas;
}

/** The CA that issued `certificate` and is valid at `now`, or why there is none. */
export function issuingCa(
  certificate: X509Certificate,
  cas: readonly TrustedCa[],
  now: Date,
): { ca: TrustedCa } | { problem: string } {
  const issuers = cas.filter(
    (ca) => certificate.checkIssued(ca.x509) && certificate.verify(ca.x509.publicKey),
  );
  if (issuers.length === 0) {
    const issuer = certificate.issuer.replaceAll("\n", ", ");
    return {
      problem: `the certificate (issuer ${issuer}) is not signed by a CA of trust.cas; issue it from one of them, e.g. psd2-sandbox certs --ca DIR`,
    };
  }
  const valid = issuers.find((ca) => now >= ca.notBefore && now <= ca.notAfter);
  if (valid === undefined) {
    const ca = issuers[0] as TrustedCa;
    return {
      problem: `the issuing CA ${ca.subject} (${ca.file}) is valid from ${ca.notBefore.toISOString()} to ${ca.notAfter.toISOString()}, not at sandbox time ${now.toISOString()}`,
    };
  }
  return { ca: valid };
}
