import { documentFor, yamlFor } from "../openapi/cache.js";
import { operations } from "../operations.js";
import { parseOpenapiArgs } from "./args.js";

/** `psd2-sandbox openapi [--yaml]`: the document on stdout, no server started (for client generators in CI). */
export async function openapiCommand(argv: string[]): Promise<void> {
  const args = parseOpenapiArgs(argv);
  // `psd2-sandbox openapi | head` closes the pipe early: that is no error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const url = (args.url ?? process.env.PSD2_SANDBOX_PUBLIC_URL ?? "http://127.0.0.1:8080").replace(
    /\/+$/,
    "",
  );
  process.stdout.write(
    args.yaml ? await yamlFor(url, operations) : `${(await documentFor(url, operations)).json}\n`,
  );
}
