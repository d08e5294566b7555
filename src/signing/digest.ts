/**
 * The `Digest` header (RFC 3230, algorithm names of RFC 5843): `SHA-256=<base64>` or
 * `SHA-512=<base64>`, possibly several comma-separated instances. Every supported instance given
 * must match the body as received; at least one supported instance must be present. A header that
 * cannot be read is a FORMAT_ERROR; one that reads but names another body is SIGNATURE_INVALID (401),
 * since the Digest is what the signature covers of the body (docs/decisions.md).
 */
import { apiError } from "../errors.js";
import { computeDigest, type DigestAlgorithm } from "./parts.js";

export const DIGEST_HEADER = "Digest";
const SUPPORTED = "SHA-256=<base64> or SHA-512=<base64>";

export interface DigestInstance {
  /** The algorithm as sent. */
  algorithm: string;
  value: string;
}

const formatError = (text: string) => apiError("FORMAT_ERROR", text, DIGEST_HEADER);

export function parseDigest(header: string): DigestInstance[] {
  return header.split(",").map((part) => {
    const instance = part.trim();
    const eq = instance.indexOf("=");
    if (eq <= 0) throw formatError(`Digest instance "${instance}" is not of the form ${SUPPORTED}`);
    return { algorithm: instance.slice(0, eq).trim(), value: instance.slice(eq + 1).trim() };
  });
}

export function supportedAlgorithm(name: string): DigestAlgorithm | undefined {
  const upper = name.toUpperCase();
  return upper === "SHA-256" || upper === "SHA-512" ? upper : undefined;
}

/**
 * Throws FORMAT_ERROR (path Digest) for a header it cannot read, SIGNATURE_INVALID (path Digest)
 * for one that does not match the body.
 */
export function verifyDigest(header: string, body: Uint8Array): void {
  const instances = parseDigest(header).flatMap((instance) => {
    const algorithm = supportedAlgorithm(instance.algorithm);
    return algorithm === undefined ? [] : [{ ...instance, algorithm }];
  });
  if (instances.length === 0) {
    throw formatError(`Digest "${header}" has no supported algorithm; send ${SUPPORTED} of the body`);
  }
  for (const { algorithm, value } of instances) {
    const expected = computeDigest(algorithm, body);
    // The body's digest as sent, in its canonical Base64 (what a TPP sends): no need to decode both.
    if (value === expected) continue;
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
      throw formatError(
        `Digest ${algorithm} value "${value}" is not Base64; the body's ${algorithm} is ${expected}`,
      );
    }
    if (!Buffer.from(value, "base64").equals(Buffer.from(expected, "base64"))) {
      throw apiError(
        "SIGNATURE_INVALID",
        `Digest ${algorithm}=${value} (sent) does not match the body: the ${body.length} bytes received hash to ${algorithm}=${expected} (computed). Sign the exact bytes you send: compute the Digest from the final body, then the Signature over that Digest`,
        DIGEST_HEADER,
      );
    }
  }
}
