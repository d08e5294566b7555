/**
 * What the signer and the verifier compute alike: which headers a signature must cover, and a body's
 * digest. Nothing here throws the interface's errors, so a process that only signs (the CLI's
 * `request`, a TPP's client) loads neither the error model nor the schema library behind it.
 */
import { hash } from "node:crypto";

/** Headers that must be in the `headers` list whenever the request carries them (interface 5.1). */
export const SIGNED_WHEN_PRESENT = [
  "date",
  "digest",
  "x-request-id",
  "psu-id",
  "psu-corporate-id",
  "tpp-redirect-uri",
] as const;

export type DigestAlgorithm = "SHA-256" | "SHA-512";
const HASHES: Record<DigestAlgorithm, string> = { "SHA-256": "sha256", "SHA-512": "sha512" };

/** The body's digest in base64. One-shot: a Hash object costs more than hashing a small body. */
export function computeDigest(algorithm: DigestAlgorithm, body: Uint8Array): string {
  return hash(HASHES[algorithm], body, "base64");
}
