import { type BatchScheduler, startBatchScheduler } from "../batch/scheduler.js";
import { loadConfig } from "../config/load.js";
import type { SandboxConfig, SandboxConfigInput } from "../config/schema.js";
import { createSandbox } from "../sandbox.js";
import { listen } from "../server.js";
import { createControl, type SandboxControl } from "./control.js";
import { createSandboxTpp, type SandboxTpp, type TppOptions } from "./tpp.js";

/** A sandbox that listens: where it is, how to stop it, and its control API as methods. */
export interface RunningSandbox extends SandboxControl {
  /** Base URL, e.g. http://127.0.0.1:53211 */
  readonly url: string;
  readonly port: number;
  /** A signing TPP client of this sandbox (the shipped test certificate unless another is given). */
  tpp(options?: TppOptions): SandboxTpp;
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
 * The one place that wires store, listener and schedule, and their close order (the CLI's `serve`
 * uses it too). A listen error (EADDRINUSE) releases the store and rejects with it.
 */
export async function startWithConfig(
  config: SandboxConfig,
  { schedule }: { schedule: boolean },
): Promise<RunningSandbox> {
  const sandbox = await createSandbox(config);
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listen(sandbox.app, config.port, config.host);
  } catch (error) {
    await sandbox.close();
    throw new ListenError(config, error as NodeJS.ErrnoException);
  }
  const scheduler: BatchScheduler | undefined = schedule ? startBatchScheduler(sandbox.ctx) : undefined;
  let closing: Promise<void> | undefined;
  return {
    url: server.url,
    port: server.port,
    ...createControl(server.url, config.adminToken),
    tpp: (tppOptions) => createSandboxTpp(server.url, tppOptions),
    close: () => {
      // No batch run may start once the store begins to close; a second close() waits for the first.
      closing ??= (async () => {
        await scheduler?.stop();
        await server.close();
        await sandbox.close();
      })();
      return closing;
    },
  };
}
