import { readFileSync } from "node:fs";
import { SandboxHttpError } from "../api/answers.js";
import { createControl } from "../api/control.js";
import { junit, markdown, requirementsOf, unmetRequirements } from "../report/formats.js";
import { parseReportArgs, UsageError } from "./args.js";
import { reaching, sandboxFetch, sandboxUrl } from "./target.js";

function requirements(file: string | undefined): string[] {
  if (file === undefined) return [];
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`--require ${file}: ${(error as Error).message}`);
  }
  const ids = requirementsOf(text);
  if (ids.length === 0) throw new UsageError(`--require ${file} names no outcome (one id or area a line)`);
  return ids;
}

/**
 * `psd2-sandbox report`: the report on stdout in the chosen format; with --require, each required
 * outcome that was not met or was mishandled on stderr, and exit code 1.
 */
export async function reportCommand(argv: string[]): Promise<void> {
  const args = parseReportArgs(argv);
  const url = sandboxUrl(args.url);
  const required = requirements(args.require);
  const control = createControl(url, process.env.PSD2_SANDBOX_ADMIN_TOKEN || undefined, sandboxFetch(url));
  let report: Awaited<ReturnType<typeof control.report>>;
  try {
    report = await reaching(url, () => control.report({ tpp: args.tpp, run: args.run }));
  } catch (error) {
    if (!(error instanceof SandboxHttpError)) throw error;
    process.stderr.write(`psd2-sandbox: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  const text =
    args.format === "md"
      ? markdown(report)
      : args.format === "junit"
        ? junit(report)
        : `${JSON.stringify(report, null, 2)}\n`;
  process.stdout.write(text);
  const unmet = unmetRequirements(report, required);
  if (unmet.length === 0) return;
  process.stderr.write(
    `psd2-sandbox: ${unmet.length} required outcome${unmet.length === 1 ? "" : "s"} of ${args.require} not met or mishandled:\n${unmet.map((line) => `  ${line}\n`).join("")}`,
  );
  process.exitCode = 1;
}
