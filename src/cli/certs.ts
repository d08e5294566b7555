import { randomInt } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateTestCertificates } from "../signing/generate.js";
import { parseCertsArgs } from "./args.js";

/**
 * `psd2-sandbox certs --out DIR`: a fresh test CA and a TPP certificate (organisation name, an
 * organisation identifier, PSD2 roles) with its key, in PEM. A random organisation id by default, so
 * each generated TPP is a TPP of its own to the sandbox (resources are isolated per organisation id).
 */
export async function certsCommand(argv: string[]): Promise<void> {
  const { out, org, orgId } = parseCertsArgs(argv);
  const set = await generateTestCertificates({
    organisationName: org ?? "Sandbox Test TPP AS",
    organisationId: orgId ?? `PSDNO-FSA-${randomInt(100_000_000, 999_999_999)}`,
  });
  const readme = `# TEST-ONLY certificates and keys: never use in production\n\nMade by \`psd2-sandbox certs\`: a test CA (ca.pem, ca.key.pem) and a TPP certificate (tpp.pem, tpp.key.pem)\nfor organisation "${org ?? "Sandbox Test TPP AS"}". Only psd2-sandbox accepts them.\n`;
  await mkdir(out, { recursive: true });
  const files: [string, string][] = [
    ["ca.pem", set.caCertificate],
    ["ca.key.pem", set.caPrivateKey],
    ["tpp.pem", set.certificate],
    ["tpp.key.pem", set.privateKey],
    ["README.md", readme],
  ];
  for (const [name, content] of files) {
    const path = join(out, name);
    await writeFile(path, content, { mode: name.endsWith(".key.pem") ? 0o600 : 0o644 });
    process.stdout.write(`wrote ${path}\n`);
  }
}
