import type { Clock } from "./clock.js";
import type { SandboxConfig } from "./config/schema.js";
import type { Logger } from "./logger.js";
import type { Store } from "./store/store.js";
import type { TrustedCa } from "./trust/ca.js";

/** Everything a request handler may use. Built once per sandbox by `createSandbox`; no globals. */
export interface SandboxContext {
  config: SandboxConfig;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** The CAs of `trust.cas`, read once at start. */
  trustedCas: readonly TrustedCa[];
}
