import { parseCertificate } from "../signing/certificate.js";
import { testTppCertificate } from "./certificates.js";
import { createControl, type SandboxControl } from "./control.js";
import { createSandboxTpp, type SandboxTpp, type TppOptions } from "./tpp.js";

/**
 * What a test drives a sandbox with, wherever it runs: the one it started (`startSandbox()`) or one
 * someone else started (`connectSandbox(url)`). Every method is an HTTP call to `url`.
 */
export interface SandboxClient extends SandboxControl {
  /** Base URL, e.g. http://127.0.0.1:53211 */
  readonly url: string;
  /** A signing TPP client of this sandbox (the client's certificate unless another is given). */
  tpp(options?: TppOptions): SandboxTpp;
}

/** A TPP's signing certificate and its key: `testTppCertificate("tpp2")`, `generateTestCertificates()`'s answer. */
export interface TppCertificate {
  /** PEM of the certificate. */
  certificate: string | Uint8Array;
  /** PEM of its private key. */
  privateKey: string | Uint8Array;
}

export interface ClientOptions {
  /** Sent as `Authorization: Bearer …` on /__admin calls, for a sandbox configured with one. */
  adminToken?: string | undefined;
  /** What `tpp()` signs with unless given another: the shipped test TPP's by default. */
  certificate?: TppCertificate | undefined;
}

export function createSandboxClient(
  url: string,
  { adminToken, certificate }: ClientOptions = {},
): SandboxClient {
  const own = certificate ? { certificate: certificate.certificate, privateKey: certificate.privateKey } : {};
  const control = createControl(url, adminToken);
  return {
    url,
    ...control,
    // This client's own TPP unless another is named: a shared sandbox's log holds many.
    report: (query = {}) =>
      control.report({ tpp: organisationOf(certificate ?? testTppCertificate()), ...query }),
    tpp: (options = {}) =>
      createSandboxTpp(url, options.certificate === undefined ? { ...options, ...own } : options),
  };
}

/** The organisation id a certificate names (its PEM body is the Base64 DER the header carries). */
function organisationOf({ certificate }: TppCertificate): string {
  const pem = typeof certificate === "string" ? certificate : new TextDecoder().decode(certificate);
  return parseCertificate(pem.replace(/-----[^-]+-----|\s/g, "")).identity.id;
}
