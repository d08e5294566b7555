/**
 * Why a signed request was refused, laid out for the TPP developer: which check failed, and beside
 * it what the sandbox computed from the request as received (signing string, expected keyId, Digest,
 * the certificate against the sandbox clock). Built only after a failure, so a good request pays
 * nothing for it; every part is best effort, since the request may be broken anywhere.
 */
import { z } from "zod";
import { ApiError, type ErrorCode, errorStatus } from "../errors.js";
import { CERTIFICATE_HEADER } from "./certificate.js";
import { DIGEST_HEADER, parseDigest, supportedAlgorithm } from "./digest.js";
import { computeDigest } from "./parts.js";
import { formatDn } from "./dn.js";
import { parseSignatureHeader, SIGNATURE_HEADER } from "./signature-header.js";
import type { ReceivedRequest, VerifyContext } from "./verify-input.js";

/** The checks of `verifyRequest`, in the order it runs them. */
export const SignatureCheck = z.enum([
  "required-headers",
  "digest",
  "certificate",
  "certificate-validity",
  "signature-header",
  "algorithm",
  "key-id",
  "signed-headers",
  "signature",
  // A verified signature whose Date is too old, ahead, or before the last clock move.
  "date",
  // The sandbox's trust model (pinned key, trusted CA, PSD2 role) refused a verified certificate.
  "trust",
]);
export type SignatureCheck = z.infer<typeof SignatureCheck>;

export const SignatureDiagnosis = z
  .object({
    check: SignatureCheck.describe("The check that failed"),
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    sandboxTime: z.string(),
    signedHeaders: z
      .array(z.string())
      .optional()
      .describe("The `headers` parameter of the Signature, in its order"),
    signingString: z
      .string()
      .optional()
      .describe("`name: value` lines the sandbox built from the request, as it verifies them"),
    keyId: z.object({ sent: z.string().optional(), expected: z.string().optional() }).strict().optional(),
    digest: z
      .object({ sent: z.string().optional(), computed: z.string(), required: z.boolean() })
      .strict()
      .optional()
      .describe("The Digest header sent, and the body's hash as received (the algorithm sent, else SHA-256)"),
    certificate: z
      .object({
        subject: z.string(),
        issuer: z.string(),
        serialNumber: z.string(),
        notBefore: z.string(),
        notAfter: z.string(),
        validAtSandboxTime: z.boolean().describe("Whether the sandbox clock lies within notBefore..notAfter"),
      })
      .strict()
      .optional(),
  })
  .strict();
export type SignatureDiagnosis = z.infer<typeof SignatureDiagnosis>;

/** A signing refusal: the ApiError the TPP sees, carrying the diagnosis the request log keeps. */
export class SignatureRefusal extends ApiError {
  readonly diagnosis: SignatureDiagnosis;
  constructor(error: ApiError, diagnosis: SignatureDiagnosis) {
    super(error.code, error.violations, error.message);
    this.diagnosis = diagnosis;
  }
}

function attempt<T>(build: () => T): T | undefined {
  try {
    return build();
  } catch {
    return undefined;
  }
}

/** Lines of the signing string; a listed header the request lacks is shown as missing. */
function signingLines(names: string[], request: ReceivedRequest): string {
  return names
    .map((name) => {
      if (name === "(request-target)") return `${name}: ${request.method.toLowerCase()} ${request.target}`;
      return `${name}: ${request.headers.get(name) ?? "<missing from the request>"}`;
    })
    .join("\n");
}

export function diagnose(
  request: ReceivedRequest,
  context: VerifyContext,
  check: SignatureCheck,
  error: ApiError,
): SignatureDiagnosis {
  const { headers } = request;
  const diagnosis: SignatureDiagnosis = {
    check,
    code: error.code,
    message: error.message,
    sandboxTime: context.now.toISOString(),
  };
  const digestSent = headers.get(DIGEST_HEADER) ?? undefined;
  const algorithm =
    (digestSent &&
      attempt(() => parseDigest(digestSent).map((d) => supportedAlgorithm(d.algorithm)))?.find(Boolean)) ||
    "SHA-256";
  diagnosis.digest = {
    ...(digestSent === undefined ? {} : { sent: digestSent }),
    computed: `${algorithm}=${computeDigest(algorithm, request.body)}`,
    required: context.digestRequired,
  };
  const certificateHeader = headers.get(CERTIFICATE_HEADER);
  const certificate =
    certificateHeader === null ? undefined : attempt(() => context.certificates.get(certificateHeader));
  // Lenient: the diagnosis shows what the header says even when its form was refused.
  const params = attempt(() =>
    parseSignatureHeader(headers.get(SIGNATURE_HEADER) ?? "", { strictness: "lenient" }),
  );
  if (certificate !== undefined) {
    const { notBefore, notAfter } = certificate.fields;
    diagnosis.certificate = {
      subject: formatDn(certificate.fields.subject),
      issuer: formatDn(certificate.fields.issuer),
      serialNumber: certificate.x509.serialNumber,
      notBefore: notBefore.toISOString(),
      notAfter: notAfter.toISOString(),
      validAtSandboxTime: context.now >= notBefore && context.now <= notAfter,
    };
  }
  if (params !== undefined || certificate !== undefined) {
    diagnosis.keyId = {};
    if (params !== undefined) diagnosis.keyId.sent = params.keyId;
    if (certificate !== undefined) {
      diagnosis.keyId.expected = `SN=${certificate.x509.serialNumber},CA=${formatDn(certificate.fields.issuer)}`;
    }
  }
  if (params !== undefined) {
    diagnosis.signedHeaders = params.headers;
    diagnosis.signingString = signingLines(params.headers, request);
  }
  return diagnosis;
}
