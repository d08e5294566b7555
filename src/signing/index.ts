/** Request signing (interface 5.1): verification middleware, the signing client, test certificates. */
export type { CertificateCache, ParsedCertificate } from "./certificate.js";
export {
  CERTIFICATE_HEADER,
  checkValidity,
  createCertificateCache,
  parseCertificate,
} from "./certificate.js";
export type { FetchLike, TppClient, TppClientOptions, TppRequestOptions } from "./client.js";
export { createTppClient } from "./client.js";
export { DIGEST_HEADER, verifyDigest } from "./digest.js";
export type { DnAttribute } from "./dn.js";
export { formatDn, sameDn } from "./dn.js";
export { parseDn } from "./dn-parse.js";
export type { TestCertificateOptions, TestCertificates } from "./generate.js";
export { generateTestCertificates } from "./generate.js";
export type { KeyId } from "./keyid.js";
export { checkKeyId, parseKeyId } from "./keyid.js";
export type { SignatureMode, VerifySignatureOptions } from "./middleware.js";
export { verifySignature, WARNING_HEADER } from "./middleware.js";
export type { Psd2Role } from "./qc-statements.js";
export { PSD2_ROLES } from "./qc-statements.js";
export { decodeRfc2047 } from "./rfc2047.js";
export type { DigestAlgorithm } from "./parts.js";
export { computeDigest, SIGNED_WHEN_PRESENT } from "./parts.js";
export { buildSigningString } from "./signature.js";
export type { SignatureParams } from "./signature-header.js";
export { parseSignatureHeader, SIGNATURE_HEADER } from "./signature-header.js";
export type { ReceivedRequest } from "./verify-request.js";
export { digestRequiredByInterface, verifyRequest } from "./verify-request.js";
export type { WriteTestCertificatesOptions } from "./write.js";
export { TEST_CERTIFICATES_README, writeTestCertificates } from "./write.js";
