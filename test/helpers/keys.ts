import { readFileSync } from "node:fs";

/**
 * RSA keys made once with `openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048`: generating
 * one takes a core for a quarter of a second or more (and `generateKeyPairSync` or `openssl` run with
 * `execFileSync` hold the test's worker all that time). Each call takes the next one, so the calls
 * of a test never share a key (a test needs fewer than 8). Tests of key generation itself generate.
 */
const keys =
  readFileSync(new URL("../fixtures/openssl-keys.pem", import.meta.url), "utf8").match(
    /-----BEGIN PRIVATE KEY-----\n[\s\S]+?-----END PRIVATE KEY-----\n/g,
  ) ?? [];
let nextKey = 0;

/** A 2048-bit RSA private key (PKCS#8 PEM) that no earlier call of this test handed out. */
export function newKey(): string {
  const key = keys[nextKey++ % keys.length];
  if (key === undefined) throw new Error("test/fixtures/openssl-keys.pem holds no key");
  return key;
}
