import type { Clock } from "./clock.js";
import type { SandboxConfig } from "./config/schema.js";
import type { RequestJournal } from "./journal/journal.js";
import type { Logger } from "./logger.js";
import type { Store } from "./store/store.js";

/** Everything a request handler may use. Built once per sandbox by `createSandbox`; no globals. */
export interface SandboxContext {
  config: SandboxConfig;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** The most recent requests, with what they were answered and why (`GET /__admin/requests`). */
  journal: RequestJournal;
}
