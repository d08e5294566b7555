/** Reads the TEST-ONLY fixture certificates in fixtures/test-tpp (see its README). */
import { readFileSync } from "node:fs";

export type FixtureTppName = "tpp" | "tpp2" | "expired";

export interface FixtureTpp {
  /** PEM of the TPP's signing certificate. */
  certificate: string;
  /** PKCS#8 PEM of its private key. */
  privateKey: string;
  /** PEM of the test CA that issued it. */
  caCertificate: string;
}

const dir = new URL("../../fixtures/test-tpp/", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dir), "utf8");

export function loadFixtureTpp(name: FixtureTppName = "tpp"): FixtureTpp {
  return {
    certificate: read(`${name}.pem`),
    privateKey: read(`${name}.key.pem`),
    caCertificate: read("ca.pem"),
  };
}
