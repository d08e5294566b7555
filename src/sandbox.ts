import { createFaults } from "./faults/rules.js";
import { createApp } from "./app.js";
import { createClock } from "./clock.js";
import type { SandboxConfig } from "./config/schema.js";
import type { SandboxContext } from "./context.js";
import { createRequestJournal } from "./journal/journal.js";
import { createLogger, type Logger } from "./logger.js";
import { defaultData } from "./sandbox/reset.js";
import { model } from "./collections.js";
import { createStore } from "./store/create.js";
import { openJournalStore } from "./store/journal-store.js";
import type { Store } from "./store/store.js";
import { createTenancy } from "./tenancy/banks.js";
import { loadTrustedCas } from "./trust/ca.js";

export interface Sandbox {
  ctx: SandboxContext;
  app: ReturnType<typeof createApp>;
  /** Fold the journal into the data file and release it. */
  close(): Promise<void>;
}

async function openStore(config: SandboxConfig, logger: Logger): Promise<Store> {
  if (config.memory) return createStore({ model, data: await defaultData(config.seed) });
  return openJournalStore({
    model,
    file: config.data,
    logger,
    compactAfterEntries: config.store.compactAfterEntries,
    initial: () => defaultData(config.seed),
  });
}

/** Opens the store and builds the app. Starts nothing: no listener, no schedule (the CLI does that). */
export async function createSandbox(config: SandboxConfig, logger?: Logger): Promise<Sandbox> {
  const log = logger ?? createLogger(config.logLevel);
  const trustedCas = loadTrustedCas(config.trust);
  const store = await openStore(config, log);
  const clock = createClock(store.meta.clockOffsetMs);
  const tenancy = createTenancy({
    config,
    model,
    store,
    seedData: () => defaultData(config.seed),
    now: () => clock.now(),
  });
  const journal = createRequestJournal(config.journal.size);
  const ctx: SandboxContext = {
    config,
    store,
    clock,
    logger: log,
    trustedCas,
    tenancy,
    faults: createFaults(),
    journal,
  };
  return { ctx, app: createApp(ctx), close: () => store.close() };
}
