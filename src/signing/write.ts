/**
 * Writes a full set of test certificates to a folder: what `psd2-sandbox certs --out DIR` does,
 * and how `fixtures/test-tpp/` was made. Every file is TEST-ONLY key material.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateTestCertificates } from "./generate.js";

export interface WriteTestCertificatesOptions {
  /** Validity of `tpp` and `tpp2` (defaults as in `generateTestCertificates`). */
  validFrom?: Date;
  validTo?: Date;
}

export const TEST_CERTIFICATES_README = `# TEST-ONLY certificates and keys — NEVER use in production

**These private keys are public.** They exist so that tests and local development can sign
requests to psd2-sandbox. No real bank, and no real system of yours, may ever trust them.

| File | What |
|---|---|
| \`ca.pem\`, \`ca.key.pem\` | Self-signed test CA ("psd2-sandbox Test CA - NOT FOR PRODUCTION") |
| \`tpp.pem\`, \`tpp.key.pem\` | TPP "Sandbox Test TPP AS", organizationIdentifier PSDNO-FSA-999999991, roles PSP_AS PSP_PI PSP_AI PSP_IC |
| \`tpp2.pem\`, \`tpp2.key.pem\` | A second TPP, "Second Test TPP AS", PSDNO-FSA-999999992, same CA (isolation tests) |
| \`expired.pem\`, \`expired.key.pem\` | "Expired Test TPP AS", PSDNO-FSA-999999993, valid 2023-01-01 to 2024-01-01 only |

Made by \`writeTestCertificates(dir)\` in \`src/signing/write.ts\` (also \`psd2-sandbox certs --out DIR\`).
`;

const EXPIRED = { validFrom: new Date("2023-01-01T00:00:00Z"), validTo: new Date("2024-01-01T00:00:00Z") };

/** Returns the paths written. */
export async function writeTestCertificates(
  dir: string,
  options: WriteTestCertificatesOptions = {},
): Promise<string[]> {
  const first = await generateTestCertificates({
    ...options,
    organisationName: "Sandbox Test TPP AS",
    organisationId: "PSDNO-FSA-999999991",
  });
  const ca = { certificate: first.caCertificate, privateKey: first.caPrivateKey };
  const second = await generateTestCertificates({
    ...options,
    ca,
    organisationName: "Second Test TPP AS",
    organisationId: "PSDNO-FSA-999999992",
  });
  const expired = await generateTestCertificates({
    ...EXPIRED,
    ca,
    organisationName: "Expired Test TPP AS",
    organisationId: "PSDNO-FSA-999999993",
  });
  const files: Record<string, string> = {
    "ca.pem": first.caCertificate,
    "ca.key.pem": first.caPrivateKey,
    "tpp.pem": first.certificate,
    "tpp.key.pem": first.privateKey,
    "tpp2.pem": second.certificate,
    "tpp2.key.pem": second.privateKey,
    "expired.pem": expired.certificate,
    "expired.key.pem": expired.privateKey,
    "README.md": TEST_CERTIFICATES_README,
  };
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    await writeFile(path, content, { mode: name.endsWith(".key.pem") ? 0o600 : 0o644 });
    written.push(path);
  }
  return written;
}
