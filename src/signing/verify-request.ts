/**
 * All signing checks of one request, as a pure function of what was received and the sandbox
 * time, in the order a client developer would want to fix them: missing headers, body digest,
 * certificate, keyId, signed-header list, the signature itself, then how old it is.
 */
import { ApiError, apiError } from "../errors.js";
import type { TppIdentity } from "../http/env.js";
import { CERTIFICATE_HEADER, checkCertificateForm, checkValidity } from "./certificate.js";
import { DATE_HEADER, dateProblem } from "./date.js";
import { DIGEST_HEADER, verifyDigest } from "./digest.js";
import { diagnose, type SignatureCheck, SignatureRefusal } from "./diagnosis.js";
import { checkKeyId, parseKeyId } from "./keyid.js";
import { buildSigningString, checkAlgorithm, checkSignatureValue, checkSignedHeaders } from "./signature.js";
import { parseSignatureHeader, SIGNATURE_HEADER } from "./signature-header.js";
import type { ReceivedRequest, VerifyContext } from "./verify-input.js";

export type { ReceivedRequest, VerifyContext };

/**
 * Interface 5.1: operations with a body require Digest, except the one it exempts (signing basket
 * creation, whose declaration says so: `digestExempt`).
 */
export function digestRequiredByInterface(bodyLength: number, exempt: boolean): boolean {
  return bodyLength > 0 && !exempt;
}

/**
 * The TPP the request's certificate names, when every check passes. A failed check throws a
 * `SignatureRefusal`: the ApiError the TPP is answered with, plus the diagnosis of that check.
 */
export async function verifyRequest(request: ReceivedRequest, context: VerifyContext): Promise<TppIdentity> {
  const at: { check: SignatureCheck } = { check: "required-headers" };
  try {
    return await runChecks(request, context, at);
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof SignatureRefusal) throw error;
    throw new SignatureRefusal(error, diagnose(request, context, at.check, error));
  }
}

async function runChecks(
  request: ReceivedRequest,
  context: VerifyContext,
  at: { check: SignatureCheck },
): Promise<TppIdentity> {
  const { headers } = request;
  const digest = headers.get(DIGEST_HEADER);
  const certificateHeader = headers.get(CERTIFICATE_HEADER);
  const signatureHeader = headers.get(SIGNATURE_HEADER);
  if (digest === null && context.digestRequired) {
    throw apiError("HTTP_HEADER_REQUIRED", "Digest is required for a request with a body", DIGEST_HEADER);
  }
  if (certificateHeader === null) {
    throw apiError("CERTIFICATE_MISSING", `${CERTIFICATE_HEADER} is required`, CERTIFICATE_HEADER);
  }
  if (signatureHeader === null) {
    throw apiError("SIGNATURE_MISSING", `${SIGNATURE_HEADER} is required`, SIGNATURE_HEADER);
  }
  at.check = "digest";
  if (digest !== null) verifyDigest(digest, request.body);

  at.check = "certificate";
  const strictness = context.strictness ?? "bank";
  if (strictness === "bank") checkCertificateForm(certificateHeader);
  const certificate = context.certificates.get(certificateHeader);
  at.check = "certificate-validity";
  checkValidity(certificate, context.now);
  at.check = "signature-header";
  const params = parseSignatureHeader(signatureHeader, { strictness });
  at.check = "algorithm";
  checkAlgorithm(params, certificate.publicKey);
  at.check = "key-id";
  if (!certificate.matchingKeyIds.has(params.keyId)) {
    checkKeyId(parseKeyId(params.keyId), certificate.x509.serialNumber, certificate.fields);
    if (certificate.matchingKeyIds.size < 8) certificate.matchingKeyIds.add(params.keyId);
  }
  at.check = "signed-headers";
  checkSignedHeaders(params, headers);
  at.check = "signature";
  await checkSignatureValue(params, buildSigningString(params.headers, request), certificate.publicKey);
  at.check = "date";
  const stale = context.freshness && dateProblem(headers.get(DATE_HEADER), context.freshness);
  if (stale) throw apiError("SIGNATURE_INVALID", stale, DATE_HEADER);
  at.check = "trust";
  context.trust?.(certificate, context.now);
  return certificate.identity;
}
