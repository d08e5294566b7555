import type { X509Certificate } from "node:crypto";
import { dateIn } from "./domain/dates.js";
import type { Clock } from "./clock.js";
import type { SandboxConfig } from "./config/schema.js";
import type { RequestJournal } from "./journal/journal.js";
import type { Logger } from "./logger.js";
import type { Store } from "./store/store.js";
import type { Faults } from "./faults/rules.js";

/**
 * A CA of `trust.cas` as loaded at start (`loadTrustedCas` in `src/trust/ca.ts`). Declared here, with
 * the context that carries it, so the context imports no feature.
 */
export interface TrustedCa {
  file: string;
  x509: X509Certificate;
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * The banks of tenancy per-tpp (`createTenancy` in `src/tenancy/banks.ts`), declared here with the
 * context that carries them, so the context imports no feature.
 */
export interface Tenancy {
  /** The store of `tppId`'s bank, seeded first if this is its first call. */
  bank(tppId: string): Promise<Store>;
  /** Every bank made so far and the store's own tables: what the batch runs over. */
  all(): Store[];
  /** Refill one bank from the seed (made if it is not there yet). */
  reset(tppId: string): Promise<void>;
}

/** Everything a request handler may use. Built once per sandbox by `createSandbox`; no globals. */
export interface SandboxContext {
  config: SandboxConfig;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** The most recent requests, with what they were answered and why (`GET /__admin/requests`). */
  journal: RequestJournal;
  /** The CAs of `trust.cas`, read once at start. */
  trustedCas: readonly TrustedCa[];
  /** The banks (tenancy per-tpp): a request's `store` is its TPP's bank once its signature is checked. */
  tenancy: Tenancy;
  /** Fault injection rules (PUT /__admin/faults): a test's set-up, kept in memory only. */
  faults: Faults;
}

/** The bank's calendar date at an instant: the date in its time zone (Europe/Oslo by default), not UTC. */
export function bankDate(config: Pick<SandboxConfig, "timeZone">, at: Date): string {
  return dateIn(at, config.timeZone);
}

/** Today on the sandbox clock, in the bank's time zone: the date "before the current time" ends at. */
export function bankToday(ctx: Pick<SandboxContext, "clock" | "config">): string {
  return bankDate(ctx.config, ctx.clock.now());
}
