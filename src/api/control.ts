import { adminSetAccountStatus } from "../admin/accounts.js";
import { type ConsentStatusAnswer, adminSetConsentStatus } from "../admin/consents.js";
import { adminListBatchRuns, adminRunBatch } from "../admin/batch-runs.js";
import { adminGetClock, adminMoveClock } from "../admin/clock.js";
import { adminClearFaults, adminListFaults, adminSetFaults } from "../admin/faults.js";
import { adminHealth, adminReset } from "../admin/index.js";
import { adminGetBasket, adminGetPayment } from "../admin/payments.js";
import { adminClearRequests, adminGetRequest, adminListRequests } from "../admin/requests.js";
import { adminShutdown } from "../admin/shutdown.js";
import { adminForgetTpp, adminListTpps } from "../admin/tpps.js";
import type { OperationDoc } from "../http/operation-doc.js";
import { type Declared, fillPath } from "../http/operation.js";
import { reportCall } from "../report/query.js";
import { scaPage, scaPageSubmit } from "../sca/page/routes.js";
import { pageToken, TOKEN_FIELD } from "../sca/page/token.js";
import { readAnswer, SandboxHttpError } from "./answers.js";
import type { OperationArgs } from "./tpp-call.js";
import type {
  AccountStatusAnswer,
  ActiveFault,
  BasketExplained,
  JournalEntry,
  PaymentExplained,
  RequestFilter,
  RequestList,
  ReadinessReport,
  ReportRequest,
  BatchRun,
  BatchRunsPage,
  ClockMoved,
  ClockState,
  FaultRuleInput,
  Health,
  TppRegistration,
} from "./types.js";

type WithScaRedirect = { _links: { scaRedirect: { href: string } } };

/**
 * What names an SCA: a scaRedirect link, an authorisation id, an answer carrying `_links.scaRedirect`
 * (a creation, a started authorisation), or the SandboxHttpError of a 401 Challenge.
 */
export type ScaTarget = string | WithScaRedirect | SandboxHttpError;

/** Who logs in on the SCA page: a customer number, or a customer (defaultCustomers.private). */
export type ScaLogin = string | { customerNumber: string };

/**
 * The control API (/__admin) as methods, and the SCA page's decisions. Each is one HTTP call to the
 * running sandbox, so it goes through the same checks (and the same durability) as a QA script's curl.
 */
export interface SandboxControl {
  /** One batch run now on the sandbox clock (POST /__admin/batch-runs). */
  runBatch(): Promise<BatchRun>;
  /**
   * The batch runs made so far, oldest first, with their moves and executions (GET /__admin/batch-runs):
   * those numbered above `after`, at most `limit` (1-1000, default 100). A clock move names its first run.
   */
  batchRuns(page?: { after?: number; limit?: number }): Promise<BatchRunsPage>;
  /** Moves the clock forward by an ISO 8601 duration ("P1D", "PT2H"); the batch runs in between happen. */
  advanceClock(duration: string): Promise<ClockMoved>;
  /** Sets the clock (backwards too; going back runs nothing). */
  setClock(instant: Date | string): Promise<ClockMoved>;
  /** The sandbox clock: `{now, offsetMs, timeZone}`. */
  clock(): Promise<ClockState>;
  /** Back to the default data (POST /__admin/reset). */
  reset(): Promise<void>;
  health(): Promise<Health>;
  /** Blocks, closes (`deleted`) or re-enables an account, by accountId or 11-digit account number. */
  setAccountStatus(account: string, status: "enabled" | "blocked" | "deleted"): Promise<AccountStatusAnswer>;
  /** The TPPs the bank has seen, each with the key it is bound to (GET /__admin/tpps). */
  tpps(): Promise<TppRegistration[]>;
  /** Forgets a TPP, so in trust mode pinned its next certificate binds a new key (DELETE /__admin/tpps/{id}). */
  forgetTpp(organisationId: string): Promise<void>;
  /** The request log, newest first, filtered as GET /__admin/requests filters it. */
  requests(filter?: RequestFilter): Promise<RequestList>;
  /** One request log entry by the request's X-Request-ID, with its headers, bodies and signature diagnosis. */
  journalEntry(xRequestId: string): Promise<JournalEntry>;
  /** Empties the request log (DELETE /__admin/requests). */
  clearRequests(): Promise<void>;
  /** What happened to a payment, and why: its record, status history, authorisations, bookings. */
  explainPayment(paymentId: string): Promise<PaymentExplained>;
  /** The same for a signing basket. */
  explainBasket(basketId: string): Promise<BasketExplained>;
  /** The PSU revokes a valid consent (PUT /__admin/consents/{consentId}/status): it is revokedByPsu. */
  revokeConsent(consent: string | { consentId: string }): Promise<ConsentStatusAnswer>;
  /** Replaces the fault rules (PUT /__admin/faults); resolves with them, ids included. */
  setFaults(rules: FaultRuleInput[]): Promise<ActiveFault[]>;
  /** The fault rules with their hits (GET /__admin/faults). */
  faults(): Promise<ActiveFault[]>;
  /** No more faults (DELETE /__admin/faults). */
  clearFaults(): Promise<void>;
  /**
   * Stops the sandbox (POST /__admin/shutdown), as SIGTERM does: resolves once it has agreed, a
   * moment before it stops listening. What `psd2-sandbox stop` sends.
   */
  shutdown(): Promise<void>;
  /**
   * Approves an SCA as the PSU does: logs in with `customer` on the SCA page and presses Approve (the
   * page's own form post). Resolves with where the page sends the PSU's browser (the TPP's redirect);
   * rejects with ScaRefusedError (the page's message) when it refuses: wrong customer, expired, already decided.
   */
  approve(sca: ScaTarget, customer: ScaLogin): Promise<string>;
  /** The same, pressing Reject. */
  reject(sca: ScaTarget, customer: ScaLogin): Promise<string>;
  /**
   * A TPP's readiness report (GET /__admin/report, docs/readiness.md): which of the bank's outcomes
   * its requests met since the last reset (or `since`, or in the `run` its X-Sandbox-Run named), and
   * how it handled them. `tpp` may be left out when the request log holds one TPP only.
   */
  report(query?: ReportRequest): Promise<ReadinessReport>;
}

/** The SCA page refused the decision (wrong customer, expired, already used): its status and message. */
export class ScaRefusedError extends Error {
  override name = "ScaRefusedError";
  constructor(
    readonly url: string,
    readonly status: number,
    readonly pageMessage: string,
    action: string,
  ) {
    super(`the SCA page did not ${action} (${url} answered ${status}): ${pageMessage}`);
  }
}

function scaUrl(base: string, sca: ScaTarget): string {
  const answer = sca instanceof SandboxHttpError ? (sca.body as Partial<WithScaRedirect>) : sca;
  const ref = typeof answer === "string" ? answer : answer?._links?.scaRedirect?.href;
  if (ref === undefined) throw new TypeError("approve/reject: this answer carries no _links.scaRedirect");
  // A link may name another host (publicUrl, a proxy): the page is this sandbox's /sca/{id} all the same.
  const linked = /\/sca\/([^/?#]+)/.exec(ref)?.[1];
  const authorisationId = linked === undefined ? ref : decodeURIComponent(linked);
  return `${base}${fillPath(scaPageSubmit.path, { authorisationId })}`;
}

interface AdminOptions {
  body?: unknown;
  /** Each name with a value; an undefined one is left out. */
  query?: Readonly<Record<string, unknown>>;
}

/** A declared control operation, its path parameters (none may be left out), then its body and query. */
type Admin = <T, P extends string>(
  operation: Declared<OperationDoc["method"], P>,
  ...args: OperationArgs<P, AdminOptions>
) => Promise<T>;

/** The `?…` of a call; empty for none. */
function search(query: AdminOptions["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return params.size > 0 ? `?${params}` : "";
}

/** The page's own message (role="alert", or role="status" for a link already used), as text. */
function pageMessage(html: string): string {
  const match = /role="(?:alert|status)">([\s\S]*?)<\/div>/.exec(html);
  const text = (match?.[1] ?? html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** How the control facade sends a request: the global fetch unless a caller wraps it (the CLI does). */
export type ControlFetch = (url: string, init: RequestInit) => Promise<Response>;

export function createControl(
  base: string,
  adminToken?: string,
  send: ControlFetch = (url, init) => fetch(url, init),
): SandboxControl {
  const auth: Record<string, string> = adminToken ? { Authorization: `Bearer ${adminToken}` } : {};
  const admin = (async (
    operation: Declared,
    params: Readonly<Record<string, string>> = {},
    { body, query }: AdminOptions = {},
  ) => {
    const method = operation.method.toUpperCase();
    const url = `${base}${fillPath(operation.path, params)}${search(query)}`;
    const init: RequestInit = { method, headers: { ...auth } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...auth, "Content-Type": "application/json" };
    }
    return readAnswer(method, url, await send(url, init));
  }) as Admin;
  async function decide(sca: ScaTarget, customer: ScaLogin, action: "approve" | "reject") {
    const url = scaUrl(base, sca);
    const customerNumber = typeof customer === "string" ? customer : customer.customerNumber;
    // The page's form carries a token its post must send back: open the page first, as a browser does.
    const opened = await send(url, { method: scaPage.method.toUpperCase(), redirect: "manual" });
    const form = await opened.text();
    const token = pageToken(form);
    if (opened.status !== 200 || token === undefined) {
      throw new ScaRefusedError(url, opened.status, pageMessage(form), action);
    }
    const response = await send(url, {
      method: scaPageSubmit.method.toUpperCase(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ customerNumber, action, [TOKEN_FIELD]: token }).toString(),
      redirect: "manual",
    });
    const text = await response.text();
    const location = response.headers.get("location");
    if (response.status === 303 && location) return location;
    throw new ScaRefusedError(url, response.status, pageMessage(text), action);
  }
  return {
    runBatch: () => admin(adminRunBatch),
    batchRuns: ({ after = 0, limit = 100 } = {}) =>
      admin(adminListBatchRuns, {}, { query: { after, limit } }),
    advanceClock: (duration) => admin(adminMoveClock, {}, { body: { advance: duration } }),
    setClock: (instant) =>
      admin(
        adminMoveClock,
        {},
        { body: { now: typeof instant === "string" ? instant : instant.toISOString() } },
      ),
    clock: () => admin(adminGetClock),
    reset: () => admin(adminReset),
    health: () => admin(adminHealth),
    setAccountStatus: (account, status) => admin(adminSetAccountStatus, { account }, { body: { status } }),
    requests: (filter = {}) => admin(adminListRequests, {}, { query: filter }),
    journalEntry: (xRequestId) => admin(adminGetRequest, { xRequestId }),
    clearRequests: () => admin(adminClearRequests),
    explainPayment: (paymentId) => admin(adminGetPayment, { paymentId }),
    explainBasket: (basketId) => admin(adminGetBasket, { basketId }),
    revokeConsent: (consent) =>
      admin(
        adminSetConsentStatus,
        { consentId: typeof consent === "string" ? consent : consent.consentId },
        { body: { consentStatus: "revokedByPsu" } },
      ),
    tpps: async () => {
      const answer: { tpps: TppRegistration[] } = await admin(adminListTpps);
      return answer.tpps;
    },
    forgetTpp: (organisationId) => admin(adminForgetTpp, { organisationId }),
    setFaults: async (rules) => {
      const answer: { rules: ActiveFault[] } = await admin(adminSetFaults, {}, { body: { rules } });
      return answer.rules;
    },
    faults: async () => {
      const answer: { rules: ActiveFault[] } = await admin(adminListFaults);
      return answer.rules;
    },
    clearFaults: () => admin(adminClearFaults),
    shutdown: () => admin(adminShutdown),
    report: (query = {}) => admin(reportCall, {}, { query }),
    approve: (sca, customer) => decide(sca, customer, "approve"),
    reject: (sca, customer) => decide(sca, customer, "reject"),
  };
}
