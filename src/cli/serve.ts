import { ListenError, startWithConfig } from "../api/start.js";
import { ConfigError, loadConfig } from "../config/load.js";
import { parseServeArgs } from "./args.js";
import { watchParent } from "./parent.js";
import { prepareReadyFile, writeReadyFile } from "./ready-file.js";

/** How long SIGINT/SIGTERM may take: in-flight requests, then a last fold (long for a large store). */
const STOP_TIMEOUT_MS = 30_000;

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, "").toLowerCase();
  return h === "localhost" || h === "::1" || /^127\.\d+\.\d+\.\d+$/.test(h) || h === "::ffff:127.0.0.1";
}

/**
 * `psd2-sandbox [flags]`: run the bank until SIGINT/SIGTERM, `POST /__admin/shutdown` or the exit of
 * the process that started it (unless --outlive-parent), then flush the store and exit 0.
 */
export async function serveCommand(argv: string[]): Promise<void> {
  const { flags, configFile, readyFile, outliveParent } = parseServeArgs(argv);
  const config = loadConfig({ flags, env: process.env, ...(configFile ? { file: configFile } : {}) });
  if (readyFile !== undefined) prepareReadyFile(readyFile);
  let bank: Awaited<ReturnType<typeof startWithConfig>>;
  let stopping = false;
  try {
    bank = await startWithConfig(config, {
      schedule: "in-background",
      onShutdown: () => {
        if (stopping) return;
        process.stderr.write("psd2-sandbox: stopping (POST /__admin/shutdown)\n");
        void stop();
      },
    });
  } catch (error) {
    if (!(error instanceof ListenError)) throw new ConfigError((error as Error).message);
    const hint = error.code === "EADDRINUSE" ? "; pick another with --port, or --port 0 for a free one" : "";
    process.stderr.write(`psd2-sandbox: ${error.message}${hint}\n`);
    process.exit(1);
  }
  if (config.adminToken === undefined && !isLoopback(config.host)) {
    process.stderr.write(
      `psd2-sandbox: warning: listening on ${config.host} without adminToken: anyone who can reach it can reset the bank and move its clock through /__admin; set PSD2_SANDBOX_ADMIN_TOKEN or adminToken\n`,
    );
  }
  async function stop() {
    if (stopping) {
      // A second signal: the operator will not wait. The journal holds every answered change.
      process.exit(0);
    }
    stopping = true;
    // Bounded: a hung client or a fold that cannot finish never keeps the process alive; whatever was
    // answered is in the journal, which the next start replays.
    const deadline = setTimeout(() => {
      process.stderr.write(
        `psd2-sandbox: stopped after ${STOP_TIMEOUT_MS / 1000} s without finishing the fold; the journal will be replayed at the next start\n`,
      );
      process.exit(0);
    }, STOP_TIMEOUT_MS);
    deadline.unref();
    try {
      await bank.close();
    } catch (error) {
      process.stderr.write(`psd2-sandbox: error while stopping: ${String(error)}\n`);
    }
    process.exit(0);
  }
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  if (!outliveParent)
    watchParent((parent) => {
      if (stopping) return;
      process.stderr.write(
        `psd2-sandbox: stopping: the process that started it (${parent}) has exited; --outlive-parent keeps it running\n`,
      );
      void stop();
    });
  // Announced only once the signal handlers are in place, so a script may stop us right after it.
  if (readyFile !== undefined) {
    try {
      writeReadyFile(readyFile, bank.url);
    } catch (error) {
      process.stderr.write(
        `psd2-sandbox: cannot write --ready-file ${readyFile}: ${(error as Error).message}\n`,
      );
      await bank.close();
      process.exit(1);
    }
  }
  process.stdout.write(`psd2-sandbox listening on ${bank.url}\n`);
}
