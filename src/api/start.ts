import type { BatchScheduler } from "../batch/scheduler.js";
import { loadConfig } from "../config/load.js";
import { bankToday } from "../context.js";
import type { SandboxConfig, SandboxConfigInput } from "../config/schema.js";
import { createSandbox } from "../create-sandbox.js";
import { listen } from "../server.js";
import { asn1 } from "../signing/asn1.js";
import { createSandboxClient, type SandboxClient } from "./client.js";

/**
 * A sandbox this process started: the same client as `connectSandbox()` gives (every method an HTTP
 * call to `url`), plus its port and how to stop it.
 */
export interface RunningSandbox extends SandboxClient {
  readonly port: number;
  /** Stops the batch schedule, stops listening (in-flight requests finish), then releases the store. */
  close(): Promise<void>;
}

export type StartOptions = SandboxConfigInput & {
  /** Read settings from this config file too (flags in `options` win). None by default. */
  configFile?: string;
  /** Run the five daily batch runs by cron. Off by default: a test runs them with `runBatch()`. */
  schedule?: boolean;
};

/**
 * Start a sandbox that listens. Defaults suit a test suite: in memory, a free port on 127.0.0.1.
 * Settings come from `options` only (no config file, no environment) unless `configFile` is given.
 */
export async function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { configFile, schedule, ...flags } = options;
  const config = loadConfig({
    flags: { memory: flags.data === undefined, port: 0, ...flags },
    file: configFile ?? false,
  });
  return startWithConfig(config, { schedule: schedule ?? false });
}

/** The sandbox could not listen (EADDRINUSE, EACCES …); the store was released again. */
export class ListenError extends Error {
  override name = "ListenError";
  readonly code: string | undefined;
  constructor(config: SandboxConfig, cause: NodeJS.ErrnoException) {
    super(`cannot listen on ${config.host}:${config.port}: ${cause.code ?? cause.message}`, { cause });
    this.code = cause.code;
  }
}

/**
 * The daily batch runs' cron tasks. A lazy seam: node-cron and its first schedule (which loads ICU's
 * time zone data) lengthen the start, so a sandbox that schedules nothing never loads them.
 */
async function startSchedule(sandbox: Awaited<ReturnType<typeof createSandbox>>): Promise<BatchScheduler> {
  const { startBatchScheduler } = await import("../batch/scheduler.js");
  return startBatchScheduler(sandbox.ctx);
}

/**
 * The one place that wires store, listener and schedule, and their close order (the CLI's `serve`
 * uses it too). A listen error (EADDRINUSE) releases the store and rejects with it. `schedule:
 * "in-background"` (the CLI) returns before the cron tasks exist: the first run is hours away, and
 * the ready line need not wait for them; close() still stops them first. `POST /__admin/shutdown`
 * calls `onShutdown` (the CLI's own stop, which exits), else close().
 */
export async function startWithConfig(
  config: SandboxConfig,
  { schedule, onShutdown }: { schedule: boolean | "in-background"; onShutdown?: () => void },
): Promise<RunningSandbox> {
  const sandbox = await createSandbox(config);
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(sandbox.app, config.port, config.host);
  } catch (error) {
    await sandbox.close();
    throw new ListenError(config, error as NodeJS.ErrnoException);
  }
  // Every creation asks the bank's date, and the first ask loads the time zone's data from ICU.
  // Once listening, a client is still sending its first request: load it now, not then.
  setImmediate(() => bankToday(sandbox.ctx)).unref();
  // Likewise the ASN.1 libraries, which the first signed request's certificate needs.
  setImmediate(asn1).unref();
  const scheduling = schedule ? startSchedule(sandbox) : undefined;
  if (schedule === "in-background")
    scheduling?.catch((error: unknown) =>
      sandbox.ctx.logger.error("cannot schedule the batch runs", { error: String(error) }),
    );
  else if (scheduling)
    await scheduling.catch(async (error: unknown) => {
      await server.close();
      await sandbox.close();
      throw error;
    });
  let closing: Promise<void> | undefined;
  const close = () => {
    // No batch run may start once the store begins to close; a second close() waits for the first.
    closing ??= (async () => {
      await (await scheduling?.catch(() => undefined))?.stop();
      await server.close();
      await sandbox.close();
    })();
    return closing;
  };
  sandbox.ctx.shutdown.stop =
    onShutdown ??
    (() =>
      void close().catch((error: unknown) =>
        sandbox.ctx.logger.error("error while stopping", { error: String(error) }),
      ));
  return {
    ...createSandboxClient(server.url, { adminToken: config.adminToken }),
    port: server.port,
    close,
  };
}
