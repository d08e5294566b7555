/**
 * Verifies a parsed Signature (draft-cavage-http-signatures-10 as profiled by interface 5.1)
 * against the request: required headers are signed, the signing string is rebuilt from the
 * request as received, and RSA-SHA256 is checked with the certificate's public key.
 */
import { type KeyObject, verify } from "node:crypto";
import { apiError } from "../errors.js";
import { SIGNED_WHEN_PRESENT } from "./parts.js";
import { SIGNATURE_HEADER, type SignatureParams } from "./signature-header.js";

export interface SignableRequest {
  /** HTTP method, any case. */
  method: string;
  /** Path and query exactly as received, e.g. `/v1/payments/sepa-credit-transfers?x=1`. */
  target: string;
  headers: Headers;
}

const invalid = (text: string) => apiError("SIGNATURE_INVALID", text, SIGNATURE_HEADER);

/** `name: value` lines joined by `\n`; a header sent several times is joined by `, ` (Headers does so). */
export function buildSigningString(names: string[], request: SignableRequest): string {
  return names
    .map((name) => {
      if (name === "(request-target)") return `${name}: ${request.method.toLowerCase()} ${request.target}`;
      const value = request.headers.get(name);
      if (value === null) {
        throw invalid(
          `the headers list names ${name} but the request has no ${name} header; send it or drop it`,
        );
      }
      return `${name}: ${value}`;
    })
    .join("\n");
}

export function checkSignedHeaders(params: SignatureParams, headers: Headers): void {
  if (!headers.has("x-request-id")) {
    throw apiError("HTTP_HEADER_REQUIRED", "X-Request-ID is required and must be signed", "X-Request-ID");
  }
  const listed = new Set(params.headers);
  for (const name of SIGNED_WHEN_PRESENT) {
    if (headers.has(name) && !listed.has(name)) {
      const given = params.headers.join(" ") || "(none)";
      throw invalid(
        `headers list lacks ${name}: the request carries it, so it must be signed (list was "${given}")`,
      );
    }
  }
}

export function checkAlgorithm(params: SignatureParams, publicKey: KeyObject): void {
  const keyType = publicKey.asymmetricKeyType;
  if (keyType !== "rsa") {
    throw invalid(
      `the certificate's key is ${keyType ?? "unknown"}; an RSA key signing rsa-sha256 is expected`,
    );
  }
  if (params.algorithm !== undefined && params.algorithm.toLowerCase() !== "rsa-sha256") {
    throw invalid(`algorithm "${params.algorithm}" is not supported; rsa-sha256 is expected`);
  }
}

/**
 * Checks the signature value over the signing string; the string is shown in the error to debug.
 * The RSA verification runs on libuv's thread pool: it is the largest single cost of a signed
 * request, and there it overlaps with other requests' work instead of holding the event loop.
 */
export async function checkSignatureValue(
  params: SignatureParams,
  signingString: string,
  publicKey: KeyObject,
): Promise<void> {
  const value = params.signature.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    throw invalid("the signature parameter is not Base64; send Base64(RSA-SHA256(signing string))");
  }
  // Header values reach us as byte strings (one char per wire byte), so latin1 gives back the bytes signed.
  const data = Buffer.from(signingString, "latin1");
  const valid = await new Promise<boolean>((resolve, reject) =>
    verify("sha256", data, publicKey, Buffer.from(value, "base64"), (error, ok) =>
      error ? reject(error) : resolve(ok),
    ),
  );
  if (!valid) {
    const shown = signingString.replaceAll("\n", "\\n");
    throw invalid(
      `signature does not verify with the certificate's public key over the signing string: ${shown}`,
    );
  }
}
