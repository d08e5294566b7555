/**
 * What `verifyRequest` (verify-request.ts) is given: the request as received and the sandbox's side of
 * the checks. Declared apart so the diagnosis of a refusal (diagnosis.ts) reads them without importing
 * the checks that call it.
 */
import type { Strictness } from "../config/schema.js";
import type { CertificateCache, ParsedCertificate } from "./certificate.js";
import type { Freshness } from "./date.js";
import type { SignableRequest } from "./signature.js";

export interface ReceivedRequest extends SignableRequest {
  body: Uint8Array;
}

export interface VerifyContext {
  now: Date;
  certificates: CertificateCache;
  /** Whether this operation must carry a Digest (see `digestRequiredByInterface`). */
  digestRequired: boolean;
  /** `bank`: the header forms of 5.1 are enforced as written; `lenient` tolerates PEM and raw non-ASCII. */
  strictness?: Strictness;
  /** Run once the signature verified (trust mode, key pinning); throws to refuse the certificate. */
  trust?: (certificate: ParsedCertificate, now: Date) => void;
  /** How fresh a signed Date must be (see date.ts); no check without it. */
  freshness?: Freshness;
}
