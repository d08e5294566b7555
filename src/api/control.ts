import { readAnswer, SandboxHttpError } from "./answers.js";
import type {
  AccountStatusAnswer,
  ActiveFault,
  BasketExplained,
  JournalEntry,
  PaymentExplained,
  RequestFilter,
  RequestList,
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
  /** The request journal, newest first, filtered as GET /__admin/requests filters it. */
  requests(filter?: RequestFilter): Promise<RequestList>;
  /** One journal entry by the request's X-Request-ID, with its headers, bodies and signature diagnosis. */
  journalEntry(xRequestId: string): Promise<JournalEntry>;
  /** Empties the request journal (DELETE /__admin/requests). */
  clearRequests(): Promise<void>;
  /** What happened to a payment, and why: its record, status history, authorisations, bookings. */
  explainPayment(paymentId: string): Promise<PaymentExplained>;
  /** The same for a signing basket. */
  explainBasket(basketId: string): Promise<BasketExplained>;
  /** Replaces the fault rules (PUT /__admin/faults); resolves with them, ids included. */
  setFaults(rules: FaultRuleInput[]): Promise<ActiveFault[]>;
  /** The fault rules with their hits (GET /__admin/faults). */
  faults(): Promise<ActiveFault[]>;
  /** No more faults (DELETE /__admin/faults). */
  clearFaults(): Promise<void>;
  /**
   * Approves an SCA as the PSU does: logs in with `customer` on the SCA page and presses Approve (the
   * page's own form post). Resolves with where the page sends the PSU's browser (the TPP's redirect);
   * rejects with ScaRefusedError (the page's message) when it refuses: wrong customer, expired, already decided.
   */
  approve(sca: ScaTarget, customer: ScaLogin): Promise<string>;
  /** The same, pressing Reject. */
  reject(sca: ScaTarget, customer: ScaLogin): Promise<string>;
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
  const id = /\/sca\/([^/?#]+)/.exec(ref)?.[1] ?? encodeURIComponent(ref);
  return `${base}/sca/${id}`;
}

/** The page's own error line (role="alert"), as text. */
function pageMessage(html: string): string {
  const match = /role="alert">([\s\S]*?)<\/div>/.exec(html);
  const text = (match?.[1] ?? html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function createControl(base: string, adminToken?: string): SandboxControl {
  const auth: Record<string, string> = adminToken ? { Authorization: `Bearer ${adminToken}` } : {};
  async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${base}/__admin${path}`;
    const init: RequestInit = { method, headers: { ...auth } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...auth, "Content-Type": "application/json" };
    }
    return readAnswer<T>(method, url, await fetch(url, init));
  }
  async function decide(sca: ScaTarget, customer: ScaLogin, action: "approve" | "reject") {
    const url = scaUrl(base, sca);
    const customerNumber = typeof customer === "string" ? customer : customer.customerNumber;
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ customerNumber, action }).toString(),
      redirect: "manual",
    });
    const text = await response.text();
    const location = response.headers.get("location");
    if (response.status === 303 && location) return location;
    throw new ScaRefusedError(url, response.status, pageMessage(text), action);
  }
  return {
    runBatch: () => admin("POST", "/batch-runs"),
    batchRuns: ({ after = 0, limit = 100 } = {}) =>
      admin("GET", `/batch-runs?after=${encodeURIComponent(after)}&limit=${encodeURIComponent(limit)}`),
    advanceClock: (duration) => admin("PUT", "/clock", { advance: duration }),
    setClock: (instant) =>
      admin("PUT", "/clock", { now: typeof instant === "string" ? instant : instant.toISOString() }),
    clock: () => admin("GET", "/clock"),
    reset: () => admin("POST", "/reset"),
    health: () => admin("GET", "/health"),
    setAccountStatus: (account, status) =>
      admin("PUT", `/accounts/${encodeURIComponent(account)}/status`, { status }),
    requests: (filter = {}) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(filter))
        if (value !== undefined) query.set(name, String(value));
      const search = query.size > 0 ? `?${query}` : "";
      return admin("GET", `/requests${search}`);
    },
    journalEntry: (id) => admin("GET", `/requests/${encodeURIComponent(id)}`),
    clearRequests: () => admin("DELETE", "/requests"),
    explainPayment: (id) => admin("GET", `/payments/${encodeURIComponent(id)}`),
    explainBasket: (id) => admin("GET", `/baskets/${encodeURIComponent(id)}`),
    tpps: async () => (await admin<{ tpps: TppRegistration[] }>("GET", "/tpps")).tpps,
    forgetTpp: (organisationId) => admin("DELETE", `/tpps/${encodeURIComponent(organisationId)}`),
    setFaults: async (rules) => (await admin<{ rules: ActiveFault[] }>("PUT", "/faults", { rules })).rules,
    faults: async () => (await admin<{ rules: ActiveFault[] }>("GET", "/faults")).rules,
    clearFaults: () => admin("DELETE", "/faults"),
    approve: (sca, customer) => decide(sca, customer, "approve"),
    reject: (sca, customer) => decide(sca, customer, "reject"),
  };
}
