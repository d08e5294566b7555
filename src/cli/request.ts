import { readFileSync } from "node:fs";
import { createTppClient } from "../signing/client.js";
import { parseRequestArgs, UsageError } from "./args.js";
import { psuHeaders } from "./psu.js";
import { fromSandbox, NotASandboxError, reaching, sandboxUrl } from "./target.js";

const fixture = (name: string) => new URL(`../../fixtures/test-tpp/${name}`, import.meta.url);

function readBody(data: string | undefined): string | undefined {
  if (data === undefined) return undefined;
  const text = data.startsWith("@") ? readFileSync(data.slice(1), "utf8") : data;
  try {
    JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--data is not JSON (${(error as Error).message})`);
  }
  return text;
}

/**
 * `psd2-sandbox request METHOD PATH`: sign one request exactly as the bank expects and send it, for QA
 * scripts in the shell. Prints the body on stdout (after the status line and headers with --include)
 * and `HTTP <status>` on stderr; exits 1 on >= 400.
 */
export async function requestCommand(argv: string[]): Promise<void> {
  const args = parseRequestArgs(argv);
  const baseUrl = sandboxUrl(args.url);
  const client = createTppClient({
    baseUrl,
    certificate: readFileSync(args.cert ?? fixture("tpp.pem"), "utf8"),
    privateKey: readFileSync(args.key ?? fixture("tpp.key.pem"), "utf8"),
  });
  const body = readBody(args.data);
  const given = args.psu === undefined ? args.headers : psuHeaders(args.psu, args.headers);
  const hasType = Object.keys(given).some((name) => name.toLowerCase() === "content-type");
  const headers = body !== undefined && !hasType ? { ...given, "Content-Type": "application/json" } : given;
  const response = await reaching(baseUrl, () =>
    client.request(args.method, args.path, { headers, ...(body !== undefined ? { body } : {}) }),
  );
  if (!fromSandbox(response)) {
    await response.body?.cancel();
    throw new NotASandboxError(baseUrl, response);
  }
  process.stderr.write(`HTTP ${response.status}\n`);
  if (args.include) {
    // As curl -i: the status line and the headers, a blank line, then the body.
    const lines = [`HTTP/1.1 ${response.status} ${response.statusText}`.trimEnd()];
    for (const [name, value] of response.headers) lines.push(`${name}: ${value}`);
    process.stdout.write(`${lines.join("\n")}\n\n`);
  }
  const text = await response.text();
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (an empty 204, an HTML page): print as it came.
  }
  if (shown) process.stdout.write(`${shown}\n`);
  if (response.status >= 400) process.exitCode = 1;
}
