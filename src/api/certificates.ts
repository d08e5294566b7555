import { readFileSync } from "node:fs";

/** The TEST-ONLY certificates shipped in fixtures/test-tpp (also `psd2-sandbox/fixtures/test-tpp/…`). */
export type TestTppName = "tpp" | "tpp2" | "expired";

export interface TestTppCertificate {
  /** PEM of the TPP's signing certificate (organisation name, organisation id, PSD2 roles). */
  certificate: string;
  /** PKCS#8 PEM of its private key. */
  privateKey: string;
  /** PEM of the test CA that issued it. */
  caCertificate: string;
}

// src/api and dist/api are both two folders below the package root.
const dir = new URL("../../fixtures/test-tpp/", import.meta.url);

/**
 * A shipped test TPP: `tpp` (the default one), `tpp2` (another organisation: it sees none of `tpp`'s
 * resources) or `expired` (for the CERTIFICATE_EXPIRED answer). Read from the package, wherever the
 * working directory is.
 */
export function testTppCertificate(name: TestTppName = "tpp"): TestTppCertificate {
  const read = (file: string) => readFileSync(new URL(file, dir), "utf8");
  return {
    certificate: read(`${name}.pem`),
    privateKey: read(`${name}.key.pem`),
    caCertificate: read("ca.pem"),
  };
}
