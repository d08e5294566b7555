import { SandboxHttpError } from "../api/answers.js";
import { createControl, ScaRefusedError } from "../api/control.js";
import { parseApproveArgs, parseBatchArgs, parseClockArgs } from "./args.js";
import { reaching, sandboxFetch, sandboxUrl } from "./target.js";

/**
 * The control verbs, for QA scripts in the shell: the same calls as the programmatic facade, against
 * a running sandbox. Output is JSON (or the redirect URL) on stdout; a refusal is one line on stderr
 * and exit code 1.
 */
function control(url: string) {
  return createControl(url, process.env.PSD2_SANDBOX_ADMIN_TOKEN || undefined, sandboxFetch(url));
}

async function run(url: string, call: () => Promise<unknown>): Promise<void> {
  try {
    const answer = await reaching(url, call);
    process.stdout.write(typeof answer === "string" ? `${answer}\n` : `${JSON.stringify(answer, null, 2)}\n`);
  } catch (error) {
    if (!(error instanceof SandboxHttpError || error instanceof ScaRefusedError)) throw error;
    process.stderr.write(`psd2-sandbox: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

/**
 * `psd2-sandbox approve ID --customer N [--reject]`: says on stderr what it decided, and prints where
 * the PSU's browser is sent on stdout.
 */
export async function approveCommand(argv: string[]): Promise<void> {
  const args = parseApproveArgs(argv);
  // A whole scaRedirect link names its sandbox; --url (or the default) is for an authorisation id.
  const url =
    /^https?:\/\//.test(args.sca) && args.url === undefined ? new URL(args.sca).origin : sandboxUrl(args.url);
  const bank = control(url);
  await run(url, async () => {
    const redirect = await (args.reject ? bank.reject : bank.approve)(args.sca, args.customer);
    // What was done, for the person at the shell; stdout stays the one URL a script reads.
    const id = /\/sca\/([^/?#]+)/.exec(args.sca)?.[1] ?? args.sca;
    process.stderr.write(
      `psd2-sandbox: ${args.reject ? "rejected" : "approved"} authorisation ${id} as customer ${args.customer}; the PSU's browser is sent to:\n`,
    );
    return redirect;
  });
}

/** `psd2-sandbox batch`: one batch run now; prints what moved. */
export async function batchCommand(argv: string[]): Promise<void> {
  const url = sandboxUrl(parseBatchArgs(argv).url);
  await run(url, () => control(url).runBatch());
}

/** `psd2-sandbox clock [--advance P1D | --set ISO]`: prints the clock, or the move. */
export async function clockCommand(argv: string[]): Promise<void> {
  const args = parseClockArgs(argv);
  const url = sandboxUrl(args.url);
  const bank = control(url);
  await run(url, () =>
    args.advance !== undefined
      ? bank.advanceClock(args.advance)
      : args.set !== undefined
        ? bank.setClock(args.set)
        : bank.clock(),
  );
}
