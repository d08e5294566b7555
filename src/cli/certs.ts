import { writeTestCertificates } from "../signing/generate.js";
import { parseCertsArgs } from "./args.js";

/** `psd2-sandbox certs --out DIR`: a test CA, a TPP certificate and its key, in PEM. */
export async function certsCommand(argv: string[]): Promise<void> {
  const { out, org, orgId } = parseCertsArgs(argv);
  const files = await writeTestCertificates(out, {
    ...(org ? { organisationName: org } : {}),
    ...(orgId ? { organisationId: orgId } : {}),
  });
  for (const file of files) process.stdout.write(`wrote ${file}\n`);
}
