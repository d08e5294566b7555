/**
 * The ASN.1 libraries (@peculiar/asn1-schema, asn1-x509, asn1-x509-qualified), loaded on first
 * use: a start without a signed request never pays for them. They are CommonJS, so `require`
 * loads them synchronously and certificate parsing keeps its synchronous API. Code running from
 * dist/ loads the one-file bundle of them that `npm run build` writes (scripts/bundle-cli.mjs);
 * code running from src/ (vitest) the packages themselves.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { packageFile } from "../package-files.js";

/** `make`'s result, made on the first call and kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * `read` remembered for the `size` keys used last (`keyOf` of its input): on overflow the least
 * recently used goes (a Map keeps insertion order, and a hit moves its key to the end). `read` must
 * depend on its input alone; a thrown error is not remembered, and callers share what is.
 */
export function recentlyUsed<I, K, T>(
  read: (input: I) => T,
  keyOf: (input: I) => K,
  size: number,
): (input: I) => T {
  const kept = new Map<K, T>();
  return (input) => {
    const key = keyOf(input);
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = read(input);
    kept.set(key, value);
    if (kept.size > size) kept.delete(kept.keys().next().value as K);
    return value;
  };
}

/**
 * `read` of a DER value remembered for the last 32 distinct ones. A process that makes many
 * sandboxes and clients (a TPP's test suite starting one per test) meets the same few certificates
 * in each, and a parse with the libraries is the costly part of a new one.
 */
export function recentReads<T>(read: (der: Uint8Array) => T): (der: Uint8Array) => T {
  return recentlyUsed(
    read,
    (der) => Buffer.from(der.buffer, der.byteOffset, der.byteLength).toString("latin1"),
    32,
  );
}

interface Libraries {
  schema: typeof import("@peculiar/asn1-schema");
  x509: typeof import("@peculiar/asn1-x509");
  qualified: typeof import("@peculiar/asn1-x509-qualified");
}

export const asn1 = once((): Libraries => {
  const require = createRequire(import.meta.url);
  const bundle = packageFile("dist/asn1-libraries.cjs");
  if (import.meta.url.startsWith(packageFile("dist/").href) && existsSync(bundle)) {
    return require(fileURLToPath(bundle));
  }
  return {
    schema: require("@peculiar/asn1-schema"),
    x509: require("@peculiar/asn1-x509"),
    qualified: require("@peculiar/asn1-x509-qualified"),
  };
});
