/**
 * The programmatic API, for TPP test suites that embed the sandbox:
 *
 *   const bank = await startSandbox();            // in memory, on a free port
 *   const tpp = createTppClient({ baseUrl: bank.url, certificate, privateKey });
 *   ...
 *   await bank.close();
 */
import { type ClockMove, moveClock } from "./batch/clock.js";
import type { BatchResult } from "./batch/run.js";
import { batchRunner } from "./batch/runner.js";
import { type BatchScheduler, startBatchScheduler } from "./batch/scheduler.js";
import type { Clock } from "./clock.js";
import { loadConfig } from "./config/load.js";
import type { SandboxConfig, SandboxConfigInput } from "./config/schema.js";
import type { SandboxContext } from "./context.js";
import { createSandbox, type Sandbox } from "./sandbox.js";
import { resetData } from "./sandbox/reset.js";
import { listen } from "./server.js";
import type { Store } from "./store/store.js";

export type { BatchResult, ClockMove };
export { ConfigError, loadConfig } from "./config/load.js";
export type { SandboxConfig, SandboxConfigInput } from "./config/schema.js";
export type { ErrorBody, ErrorCode, TppMessage } from "./errors.js";
export { createSandbox, type Sandbox } from "./sandbox.js";
export { createTppClient, type TppClient, type TppClientOptions } from "./signing/client.js";
export { generateTestCertificates } from "./signing/generate.js";

export interface RunningSandbox {
  /** Base URL, e.g. http://127.0.0.1:53211 */
  url: string;
  port: number;
  app: Sandbox["app"];
  ctx: SandboxContext;
  clock: Clock;
  store: Store;
  config: SandboxConfig;
  /** One batch run now on the sandbox clock (what POST /__admin/batch-runs does). */
  runBatch(): Promise<BatchResult>;
  /**
   * Moves the sandbox clock to `to` (what PUT /__admin/clock does): forward, the batch runs in
   * between happen first, in order.
   */
  moveClock(to: Date): Promise<ClockMove>;
  /** Back to the default data (what POST /v1/sandbox/initialize does). */
  reset(): Promise<void>;
  /** Stop listening and release the store. */
  close(): Promise<void>;
}

/**
 * Start a sandbox that listens. Defaults suit a test suite: in memory, a free port on 127.0.0.1.
 * Settings come from `options` only (no config file, no environment) unless `configFile` is given.
 */
export async function startSandbox(
  options: SandboxConfigInput & {
    configFile?: string;
    /** Run the five daily batch runs by cron. Off by default: a test runs them with `runBatch()`. */
    schedule?: boolean;
  } = {},
): Promise<RunningSandbox> {
  const { configFile, schedule, ...flags } = options;
  const config = loadConfig({
    flags: { memory: flags.data === undefined, port: 0, ...flags },
    file: configFile ?? false,
  });
  const sandbox = await createSandbox(config);
  const server = await listen(sandbox.app, config.port, config.host);
  const scheduler: BatchScheduler | undefined = schedule ? startBatchScheduler(sandbox.ctx) : undefined;
  return {
    url: server.url,
    port: server.port,
    app: sandbox.app,
    ctx: sandbox.ctx,
    clock: sandbox.ctx.clock,
    store: sandbox.ctx.store,
    config,
    runBatch: async () => {
      const { ranAt, moved, executions } = await batchRunner(sandbox.ctx).runBatch("control-api");
      return { ranAt, moved, executions };
    },
    moveClock: (to) => moveClock(sandbox.ctx, to),
    reset: () => resetData(sandbox.ctx),
    close: async () => {
      await scheduler?.stop();
      await server.close();
      await sandbox.close();
    },
  };
}
