import type { ForgottenRequests, LoggedRequest } from "../context.js";
import { inArea, type Outcome } from "./catalogue.js";
import type { Classifier, Fact } from "./classify.js";
import { factOf } from "./classify.js";
import { type CheckResult, runChecks } from "./checks.js";
import { resets } from "./declarations.js";
import {
  type AuthorisationFacts,
  type ExecutionFacts,
  lifecycleMet,
  type PaymentFacts,
} from "./lifecycle.js";
import type { RouteMatcher } from "./routes.js";
import { identifier, type Seen, seenOf } from "./seen.js";
import type { OutcomeReport, ReadinessReport } from "./schema.js";

export interface ReportSources {
  catalogue: readonly Outcome[];
  classify: Classifier;
  route: RouteMatcher;
  /** The request log's ring, newest first. */
  logged: Iterable<LoggedRequest>;
  forgotten: ForgottenRequests;
  payments: Iterable<PaymentFacts>;
  /** Standing orders' executions, each a record of its own. */
  executions?: Iterable<ExecutionFacts>;
  authorisations: Iterable<AuthorisationFacts>;
}

export interface ReportQuery {
  tpp: string;
  run?: string | undefined;
  /** Epoch ms on the sandbox clock. */
  since?: number | undefined;
  /** Only the outcomes in this area. */
  area?: string | undefined;
}

interface Met {
  count: number;
  firstAt: number;
  lastAt: number;
  evidence: OutcomeReport["evidence"];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The newest reset of this TPP's bank (or of every bank) the log or the tally knows of. */
function lastReset(seen: readonly Seen[], forgotten: ForgottenRequests, tpp: string): number | undefined {
  for (const s of seen) {
    if (s.status >= 300) continue;
    if (
      s.tpp === tpp &&
      s.operationId !== undefined &&
      (resets.operationIds as readonly string[]).includes(s.operationId)
    )
      return s.at;
    if (s.method === "POST" && s.path === resets.controlPath) {
      const which = new URLSearchParams(s.query).get("tpp");
      if (which === null || which === "" || which === tpp) return s.at;
    }
  }
  const times = [forgotten.resets.get(tpp), forgotten.resets.get("")].filter((t) => t !== undefined);
  return times.length > 0 ? Math.max(...times) : undefined;
}

function areasOf(outcomes: readonly OutcomeReport[]): ReadinessReport["areas"] {
  const areas = new Map<string, { area: string; outcomes: number; met: number }>();
  for (const o of outcomes) {
    const area = o.id.split(".").slice(0, 2).join(".");
    const a = areas.get(area) ?? { area, outcomes: 0, met: 0 };
    a.outcomes += 1;
    if (o.met) a.met += 1;
    areas.set(area, a);
  }
  return [...areas.values()];
}

/** The readiness report of one TPP over one window: what it met, and how it handled it. */
export function buildReport(sources: ReportSources, query: ReportQuery): ReadinessReport {
  const { tpp, run } = query;
  const all: Seen[] = [];
  const identify = identifier();
  for (const r of sources.logged) {
    // Another TPP's requests are never read: only its own, the PSU's and the control API's.
    if (r.tpp !== undefined && r.tpp.id !== tpp) continue;
    all.push(seenOf(r, sources.route, identify));
  }
  const reset =
    query.since === undefined && run === undefined ? lastReset(all, sources.forgotten, tpp) : undefined;
  const from =
    query.since !== undefined ? "since" : run !== undefined ? "run" : reset !== undefined ? "reset" : "start";
  const since = query.since ?? reset ?? Number.NEGATIVE_INFINITY;
  // Oldest first from here on: the checks read what came after what.
  all.reverse();
  const mine = all.filter((s) => s.tpp === tpp && s.at >= since && (run === undefined || s.run === run));
  const named = new Set(mine.flatMap((s) => s.resources));
  for (const [id, owner] of sources.forgotten.owners) {
    if (owner.tpp === tpp && (run === undefined || owner.run === run)) named.add(id);
  }
  const psu = all.filter(
    (s) => s.tpp === undefined && s.at >= since && s.resources.some((r) => named.has(r)),
  );

  const met = new Map<string, Met>();
  const meet = (id: string, at: number, count: number, evidence?: OutcomeReport["evidence"][number]) => {
    const m = met.get(id) ?? { count: 0, firstAt: at, lastAt: at, evidence: [] };
    m.count += count;
    m.firstAt = Math.min(m.firstAt, at);
    m.lastAt = Math.max(m.lastAt, at);
    if (evidence && m.evidence.length < 3) m.evidence.push(evidence);
    met.set(id, m);
  };
  const cache = new Map<string, string[]>();
  const classified = (fact: Fact) => {
    const key = JSON.stringify(fact);
    let ids = cache.get(key);
    if (ids === undefined) {
      ids = sources.classify(fact);
      cache.set(key, ids);
    }
    return ids;
  };
  let forgottenCount = 0;
  for (const c of sources.forgotten.counts.values()) {
    if (c.tpp !== tpp || c.lastAt < since || (run !== undefined && c.run !== run)) continue;
    forgottenCount += c.count;
    for (const id of classified(JSON.parse(c.key) as Fact)) {
      meet(id, c.lastAt, c.count, {
        xRequestId: c.requestId,
        at: iso(c.lastAt),
        note: "no longer in the request log",
      });
    }
  }
  for (const s of [...mine, ...psu]) {
    for (const id of classified(factOf(s))) {
      meet(id, s.at, 1, {
        seq: s.seq,
        xRequestId: s.requestId,
        at: iso(s.at),
        note: `${s.method} ${s.path} ${s.status}`,
      });
    }
  }
  const inWindow = (at: number, ids: readonly string[]) =>
    at >= since && (run === undefined || ids.some((id) => named.has(id)));
  for (const l of lifecycleMet(
    sources.catalogue,
    tpp,
    sources.payments,
    sources.authorisations,
    inWindow,
    sources.executions,
  )) {
    meet(l.id, l.at, 1, { resource: l.resource, at: iso(l.at), note: "the record's history" });
  }

  const checks: CheckResult[] = runChecks({ mine, psu });
  const shown =
    query.area === undefined
      ? sources.catalogue
      : sources.catalogue.filter((o) => inArea(o.id, query.area ?? ""));
  const outcomes: OutcomeReport[] = shown.map((o) => {
    const m = met.get(o.id);
    const judging = checks.filter((c) => c.judges.some((a) => inArea(o.id, a)));
    const failed = judging.filter((c) => c.verdict === "mishandled").map((c) => c.id);
    return {
      id: o.id,
      kind: o.kind,
      sentence: o.sentence,
      section: o.section,
      met: m !== undefined,
      verdict: m === undefined ? "not-met" : failed.length > 0 ? "mishandled" : "handled",
      count: m?.count ?? 0,
      ...(m === undefined ? {} : { firstAt: iso(m.firstAt), lastAt: iso(m.lastAt) }),
      evidence: m?.evidence ?? [],
      checks: judging.map((c) => c.id),
    };
  });
  const metCount = outcomes.filter((o) => o.met).length;
  return {
    tpp,
    window: {
      from,
      ...(run === undefined ? {} : { run }),
      ...(query.area === undefined ? {} : { area: query.area }),
      ...(Number.isFinite(since) ? { since: iso(since) } : {}),
    },
    requests: mine.length + forgottenCount,
    forgottenRequests: forgottenCount,
    summary: {
      outcomes: outcomes.length,
      met: metCount,
      mishandled:
        outcomes.filter((o) => o.verdict === "mishandled").length +
        checks.filter((c) => c.verdict === "mishandled").length,
    },
    areas: areasOf(outcomes),
    outcomes,
    checks: checks.map((c) => ({
      id: c.id,
      sentence: c.sentence,
      verdict: c.verdict,
      judges: [...c.judges],
      evidence: c.evidence.map((e) => ({
        seq: e.seq,
        xRequestId: e.xRequestId,
        at: iso(e.at),
        note: `${e.method} ${e.path} ${e.status}: ${e.note}`,
      })),
    })),
  };
}
