import { createAdminSessions } from "./admin/sessions.js";
import { createLoginThrottle } from "./admin/throttle.js";
import { createFaults } from "./faults/rules.js";
import { createApp } from "./app.js";
import { createClock } from "./clock.js";
import { CLOCK_RANGE_TEXT, startOffset } from "./domain/clock-range.js";
import { renamedKeyWarnings } from "./config/renamed.js";
import type { SandboxConfig } from "./config/schema.js";
import { type SandboxContext, SandboxState } from "./context.js";
import { createRequestLog } from "./request-log/log.js";
import { createRequestTally } from "./report/tally.js";
import { createLogger, type Logger } from "./logger.js";
import { defaultData } from "./test-data/reset.js";
import { modelOf } from "./collections.js";
import { type InterfaceDeclaration, operationsOf, resolveInterfaces } from "./http/interface.js";
import { interfaces as sandboxInterfaces } from "./interfaces.js";
import type { ScaSubject } from "./sca/subject.js";
import { emptyDataOf } from "./store/records.js";
import type { Data, StoreModel } from "./store/registry.js";
import { createStore } from "./store/create.js";
import type { Store } from "./store/store.js";
import { createTenancy } from "./tenancy/banks.js";
import { loadTrustedCas } from "./trust/ca.js";

export interface Sandbox {
  ctx: SandboxContext;
  app: ReturnType<typeof createApp>;
  /** Fold the journal into the data file and release it. */
  close(): Promise<void>;
}

/** What `createSandbox` may be given beside its config. */
export interface SandboxOptions {
  /** The interfaces it serves: the one list (src/interfaces.ts) unless a test mounts another. */
  interfaces?: readonly InterfaceDeclaration<ScaSubject>[];
}

async function openStore(
  config: SandboxConfig,
  logger: Logger,
  model: StoreModel,
  emptyData: (seed: number) => Data,
): Promise<Store> {
  if (config.memory) return createStore({ model, data: await defaultData(config.seed, emptyData) });
  // The data file's code (journal, replay, snapshot, index file) is loaded only when there is one: a
  // start in memory, as a test suite's, compiles none of it.
  const { openJournalStore } = await import("./store/journal-store.js");
  return openJournalStore({
    model,
    file: config.data,
    logger,
    compactAfterEntries: config.store.compactAfterEntries,
    initial: () => defaultData(config.seed, emptyData),
  });
}

/**
 * The stored clock offset, unless it would start the clock outside its range (a damaged file, or
 * one written before the range was kept): then real time, stored, with a warning.
 */
function startingOffset(store: Store, logger: Logger): number {
  const stored = store.meta.clockOffsetMs;
  const { offsetMs, repaired } = startOffset(stored, Date.now());
  if (repaired) {
    logger.warn(
      `the stored clock offset puts the sandbox clock outside ${CLOCK_RANGE_TEXT}; it starts at real time`,
      {
        clockOffsetMs: String(stored),
      },
    );
    store.setMeta({ clockOffsetMs: offsetMs });
  }
  return offsetMs;
}

/** Opens the store and builds the app. Starts nothing: no listener, no schedule (the CLI does that). */
export async function createSandbox(
  config: SandboxConfig,
  logger?: Logger,
  options: SandboxOptions = {},
): Promise<Sandbox> {
  const log = logger ?? createLogger(config.logLevel);
  for (const warning of renamedKeyWarnings(config)) log.warn(warning);
  const declared = options.interfaces ?? sandboxInterfaces;
  // Resolved once, for the request log's tally and the app alike.
  const interfaces = resolveInterfaces(declared);
  const model = modelOf(declared);
  const emptyData = (seed: number) => emptyDataOf(model, { clockOffsetMs: 0, seed });
  const trustedCas = loadTrustedCas(config.trust);
  const store = await openStore(config, log, model, emptyData);
  const seedData = () => defaultData(config.seed, emptyData);
  const clock = createClock(startingOffset(store, log));
  const tenancy = createTenancy({
    config,
    store,
    seedData,
    now: () => clock.now(),
  });
  const requestLog = createRequestLog(config.requestLog.size, createRequestTally(operationsOf(interfaces)));
  const ctx: SandboxContext = {
    config,
    store,
    clock,
    logger: log,
    trustedCas,
    tenancy,
    seedData,
    faults: createFaults(),
    requestLog,
    admin: { sessions: createAdminSessions(), logins: createLoginThrottle() },
    shutdown: {},
    state: new SandboxState(),
  };
  return { ctx, app: createApp(ctx, interfaces), close: () => store.close() };
}
