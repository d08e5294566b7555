import { randomInt } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generateTestCertificates } from "../signing/generate.js";
import { parseCertsArgs, UsageError } from "./args.js";

type TeamCa = { certificate: string; privateKey: string };

/** The CA in DIR (ca.pem, ca.key.pem), or undefined when DIR has none yet: the first run makes it. */
async function readTeamCa(dir: string): Promise<TeamCa | undefined> {
  const read = (name: string) => readFile(join(dir, name), "utf8");
  let certificate: string;
  try {
    certificate = await read("ca.pem");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new UsageError(`--ca ${dir}: cannot read ca.pem: ${(error as Error).message}`);
  }
  try {
    return { certificate, privateKey: await read("ca.key.pem") };
  } catch {
    throw new UsageError(
      `--ca ${dir}: ca.pem is there but ca.key.pem is not; the CA's key is needed to issue`,
    );
  }
}

async function write(dir: string, files: [string, string][]): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [name, content] of files) {
    const path = join(dir, name);
    await writeFile(path, content, { mode: name.endsWith(".key.pem") ? 0o600 : 0o644 });
    process.stdout.write(`wrote ${path}\n`);
  }
}

/**
 * `psd2-sandbox certs --out DIR`: a fresh test CA and a TPP certificate (organisation name, an
 * organisation identifier, PSD2 roles) with its key, in PEM. The name is `--name`'s, else
 * "Test TPP <organisation id>". A random organisation id by default, so
 * each generated TPP is a TPP of its own to the sandbox (resources are isolated per organisation id).
 * `--ca DIR` issues from the team's CA in DIR (made there on first use), for trust mode `ca`.
 */
export async function certsCommand(argv: string[]): Promise<void> {
  const args = parseCertsArgs(argv);
  const { out, ca } = args;
  const organisationId = args.orgId ?? `PSDNO-FSA-${randomInt(100_000_000, 999_999_999)}`;
  // Never the shipped TPP's name: the dashboard and the journal would show two of it.
  const organisationName = args.name ?? `Test TPP ${organisationId}`;
  const teamCa = ca === undefined ? undefined : await readTeamCa(ca);
  const set = await generateTestCertificates({
    organisationName,
    organisationId,
    ...(teamCa ? { ca: teamCa } : {}),
  });
  if (ca !== undefined && teamCa === undefined) {
    await write(ca, [
      ["ca.pem", set.caCertificate],
      ["ca.key.pem", set.caPrivateKey],
    ]);
  }
  const from = ca === undefined ? "a test CA (ca.pem, ca.key.pem)" : `the test CA of ${ca} (ca.pem)`;
  const readme = `# TEST-ONLY certificates and keys: never use in production\n\nMade by \`psd2-sandbox certs\`: ${from} and a TPP certificate (tpp.pem, tpp.key.pem)\nfor organisation "${organisationName}" (${organisationId}). Only psd2-sandbox accepts them.\n`;
  const files: [string, string][] = [["ca.pem", set.caCertificate]];
  // The team CA's key stays in its own directory: one copy, not one per TPP.
  if (ca === undefined) files.push(["ca.key.pem", set.caPrivateKey]);
  files.push(["tpp.pem", set.certificate], ["tpp.key.pem", set.privateKey], ["README.md", readme]);
  await write(out, files);
  process.stdout.write(`TPP "${organisationName}", organisation id ${organisationId}\n`);
}
