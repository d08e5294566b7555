import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { SandboxHttpError } from "../api/answers.js";
import { createControl } from "../api/control.js";
import { parseStopArgs, UsageError } from "./args.js";
import { reaching, sandboxFetch, sandboxUrl } from "./target.js";

/** The sandbox's own bound on its stop (the fold of a large store), and a little more. */
const WAIT_MS = 35_000;

function urlIn(readyFile: string): string {
  if (!existsSync(readyFile))
    throw new UsageError(
      `--ready-file ${readyFile} does not exist: no sandbox started with it is running (never started, or already stopped)`,
    );
  return sandboxUrl(readFileSync(readyFile, "utf8").trim());
}

/** Whether anything still accepts a connection at `url`. */
async function listening(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/__admin/health`, { signal: AbortSignal.timeout(2_000) })).body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * `psd2-sandbox stop [--url URL | --ready-file PATH]`: asks the sandbox to stop, then waits until it
 * has: its ready file removed (which the CLI does last, on exit), or nothing listening at its URL.
 * Exit 0 once stopped; 1 when nothing answers, the sandbox refuses (a wrong admin token), or it
 * still runs after the wait.
 */
export async function stopCommand(argv: string[]): Promise<void> {
  const args = parseStopArgs(argv);
  const url = args.readyFile !== undefined ? urlIn(args.readyFile) : sandboxUrl(args.url);
  const control = createControl(url, process.env.PSD2_SANDBOX_ADMIN_TOKEN || undefined, sandboxFetch(url));
  try {
    await reaching(url, () => control.shutdown());
  } catch (error) {
    if (!(error instanceof SandboxHttpError)) throw error;
    process.stderr.write(`psd2-sandbox: ${error.message}\n`);
    process.exitCode = 1;
    return;
  }
  const gone = () =>
    args.readyFile !== undefined
      ? Promise.resolve(!existsSync(args.readyFile))
      : listening(url).then((l) => !l);
  const deadline = Date.now() + WAIT_MS;
  while (!(await gone())) {
    if (Date.now() > deadline) {
      process.stderr.write(
        `psd2-sandbox: the sandbox at ${url} agreed to stop but still runs after ${WAIT_MS / 1000} s\n`,
      );
      process.exitCode = 1;
      return;
    }
    await sleep(100);
  }
  process.stderr.write(`psd2-sandbox: stopped the sandbox at ${url}\n`);
}
