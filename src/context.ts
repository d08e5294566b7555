import type { X509Certificate } from "node:crypto";
import { dateIn } from "./domain/dates.js";
import type { Clock } from "./clock.js";
import type { SandboxConfig } from "./config/schema.js";
import type { Logger } from "./logger.js";
import type { Data } from "./store/registry.js";
import type { BankScope } from "./store/scope.js";
import type { Records, Store } from "./store/store.js";

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

/** A bank of the tenancy: a TPP's own (tenancy per-tpp) or the sandbox's own bank, and its store. */
export interface Bank {
  /** The organisation id of the TPP whose bank it is; undefined for the sandbox's own bank. */
  id: string | undefined;
  store: Store;
}

/**
 * The banks of tenancy per-tpp (`createTenancy` in `src/tenancy/banks.ts`), declared here with the
 * context that carries them, so the context imports no feature.
 */
export interface Tenancy {
  /**
   * The bank of `tppId`, the sandbox's own with tenancy shared; a promise only on the TPP's first
   * call, when its bank is seeded first (every other request goes on without waiting a turn).
   */
  bank(tppId: string): Bank | Promise<Bank>;
  /** The bank holding record `id` (one lookup, not a search of every bank); undefined when none does. */
  holding(collection: "authorisations" | "payments" | "baskets", id: string): Bank | undefined;
  /** Every bank made so far and the store's own tables: what the batch runs over. */
  all(): Store[];
  /** The TPPs' banks made so far, in the order they were made (tenancy per-tpp; none with shared). */
  tppBanks(): (Bank & { id: string })[];
  /** Refill one bank from the seed (made if it is not there yet). */
  reset(tppId: string): Promise<void>;
}

/**
 * The dashboard's logins (`createAdminSessions` in `src/admin/sessions.ts`), in memory only: a cookie
 * holds a random session id, never the admin token. Declared here so the context imports no feature.
 */
export interface AdminSessions {
  /** A new session: the id the cookie carries and the CSRF token of its forms. */
  start(): { id: string; csrf: string; maxAgeSeconds: number };
  /** The live session of this id (its CSRF token); undefined when unknown, expired or ended. */
  find(id: string | undefined): { csrf: string } | undefined;
  end(id: string | undefined): void;
  /** The CSRF token of the forms of a visitor without a session (no adminToken, or a Bearer header). */
  readonly sessionless: string;
}

/**
 * Failed admin logins per client address (`createLoginThrottle` in `src/admin/throttle.ts`): a
 * client past a few wrong tokens waits a growing, capped time before its next token is checked.
 */
export interface LoginThrottle {
  /** Seconds `client` must still wait before a token it sends is checked; 0 when it may try now. */
  waitFor(client: string): number;
  /** A wrong token from `client`: the seconds its next try must wait (0 while failures are few). */
  failed(client: string): number;
  succeeded(client: string): void;
}

/**
 * One request as the request log (`createRequestLog` in `src/request-log/log.ts`) keeps it while it is
 * cheap to hold: references to what the request already built, formatted only when someone reads the
 * log. `signature` is the signing feature's diagnosis, kept as it was made (the log's reader types it).
 */
export interface LoggedRequest {
  seq: number;
  /** Sandbox clock at arrival, epoch ms. */
  at: number;
  method: string;
  path: string;
  query: string;
  requestId: string;
  /** Header names and values, alternating, as received. */
  headers: readonly string[];
  requestBody?: Uint8Array | string | undefined;
  status: number;
  durationMs: number;
  tpp?: { id: string; name?: string | undefined };
  /** The answer's text and content type. */
  text?: string | undefined;
  type?: string | undefined;
  signature?: object;
  /** Marks added by other features (e.g. an injected fault), shown with the entry. */
  notes?: string[];
  /** The ids its path names, as its operation declares (`logs`), as sent. */
  pathIds?: readonly string[];
}

/**
 * The request log (`requestLog.size` most recent requests, in memory only): what each request sent, what
 * it was answered and, for a refused signature, why. Its readers (`src/request-log/read.ts`) filter
 * and format what it holds.
 */
export interface RequestLog {
  readonly size: number;
  record(request: Omit<LoggedRequest, "seq">): void;
  newestFirst(): Iterable<LoggedRequest>;
  clear(): void;
  /** What is kept of the requests the ring has dropped: the readiness report's tally. */
  readonly forgotten: ForgottenRequests;
}

/** How many forgotten requests of one TPP and run met one key, and when. */
export interface ForgottenCount {
  tpp: string;
  run: string;
  /** The readiness report's reading of the requests (opaque here). */
  key: string;
  count: number;
  firstAt: number;
  lastAt: number;
  /** The newest such request's X-Request-ID. */
  requestId: string;
}

/**
 * The readiness report's tally beside the request log's ring (`createRequestTally` in
 * `src/report/tally.ts`): each request the ring drops is counted here, so a report over more traffic
 * than the log holds still knows what was met. Only the evidence of its checks needs the ring.
 */
export interface ForgottenRequests {
  add(request: LoggedRequest): void;
  clear(): void;
  readonly counts: ReadonlyMap<string, ForgottenCount>;
  /** The TPP and run of each record id (payment, basket, authorisation) a forgotten request named. */
  readonly owners: ReadonlyMap<string, { tpp: string; run: string }>;
  /** The newest forgotten reset, per TPP ("" for every bank), epoch ms on the sandbox clock. */
  readonly resets: ReadonlyMap<string, number>;
}

/** A fault rule (`PUT /__admin/faults`; validated by `FaultRule` in `src/faults/schema.ts`). */
export interface FaultRuleFields {
  method?: string | undefined;
  path: string;
  status?: number | undefined;
  latencyMs?: number | undefined;
  times?: number | undefined;
  probability?: number | undefined;
  retryAfter?: number | undefined;
}

/** A rule as it is kept: its id, how often it has hit, and how many hits it has left. */
export interface ActiveFaultRule extends FaultRuleFields {
  id: string;
  hits: number;
  remaining?: number;
}

/** The fault rules (`createFaults` in `src/faults/rules.ts`): a test's set-up, in memory only. */
export interface FaultRules {
  set(rules: FaultRuleFields[]): ActiveFaultRule[];
  list(): ActiveFaultRule[];
  clear(): void;
  /** The rule that hits this request, counted as a hit; undefined when none does. */
  match(method: string, path: string): { rule: ActiveFaultRule } | undefined;
}

/**
 * Who stops this sandbox when `POST /__admin/shutdown` asks: set by whoever made it listen
 * (`startWithConfig`: the CLI exits, `startSandbox()` closes); unset for an app called in process.
 */
export interface ShutdownHook {
  stop?: (() => void) | undefined;
}

/** Names a value a feature keeps per sandbox (`SandboxState`); `T` is the value's type. */
export interface StateKey<T> {
  readonly name: string;
  /** Never set: carries `T`. */
  readonly type?: T;
}

/**
 * What features keep for the life of one sandbox (the batch's runner, a retention sweep under way),
 * each made on its first use: held by the sandbox, never by a module, so two sandboxes in one
 * process share nothing.
 */
export class SandboxState {
  private readonly values = new Map<StateKey<unknown>, unknown>();

  /** The value kept under `key`, made by `make` on the first call. */
  of<T>(key: StateKey<T>, make: () => NoInfer<T>): T {
    if (!this.values.has(key)) this.values.set(key, make());
    return this.values.get(key) as T;
  }
}

/**
 * The whole sandbox: everything it is made of. Built once per sandbox by `createSandbox`; no globals.
 * A handler works on its request's bank, `BankContext` below.
 */
export interface SandboxContext {
  config: SandboxConfig;
  /** The whole store: the sandbox-wide tables, the sandbox's own bank, and through it every bank. */
  store: Store;
  clock: Clock;
  logger: Logger;
  /** The CAs of `trust.cas`, read once at start. */
  trustedCas: readonly TrustedCa[];
  /** The banks (tenancy per-tpp); a request's own is `c.var.bank`, decided once. */
  tenancy: Tenancy;
  /** The seed's default data, a fresh copy per call: what a reset refills the store with. */
  seedData: () => Promise<Data>;
  /** The control API's guard: dashboard sessions and the slow-down of wrong admin tokens. */
  admin: { sessions: AdminSessions; logins: LoginThrottle };
  /** The most recent requests, with what they were answered and why (`GET /__admin/requests`). */
  requestLog: RequestLog;
  /** Fault injection rules (`PUT /__admin/faults`). */
  faults: FaultRules;
  shutdown: ShutdownHook;
  /** What features keep per sandbox (`SandboxState`). */
  state: SandboxState;
}

/**
 * The sandbox as one request's bank sees it (`bankContext(c)`, `src/http/bank.ts`): the sandbox's
 * parts, and `store`, the request's bank as a `BankScope` (reads scoped to the caller; on the bank's
 * interface, the request's unit of work). Decided once per request and never swapped.
 */
export type BankContext = RecordsContext & { store: BankScope };

/**
 * What a service works with: the sandbox's parts and one bank's records. A handler passes its
 * `BankContext`; the batch its slice, past the owner check; a test may pass the whole sandbox.
 */
export type RecordsContext = Omit<SandboxContext, "store"> & { store: Records };

/** The bank's calendar date at an instant: the date in its time zone (Europe/Oslo by default), not UTC. */
export function bankDate(config: Pick<SandboxConfig, "timeZone">, at: Date): string {
  return dateIn(at, config.timeZone);
}

/** Today on the sandbox clock, in the bank's time zone: the date "before the current time" ends at. */
export function bankToday(ctx: Pick<SandboxContext, "clock" | "config">): string {
  return bankDate(ctx.config, ctx.clock.now());
}
