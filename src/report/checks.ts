import type { Seen } from "./seen.js";

/** A logged request a check points at. */
export interface Evidence {
  seq: number;
  xRequestId: string;
  method: string;
  path: string;
  status: number;
  at: number;
  /** What this request shows, e.g. "retried with a fresh X-Request-ID". */
  note: string;
}

export type Verdict = "not-met" | "handled" | "mishandled";

export interface CheckResult {
  id: string;
  sentence: string;
  verdict: Verdict;
  evidence: Evidence[];
  /** Outcome ids (or areas) whose handling this check judges. */
  judges: readonly string[];
}

/** The TPP's requests in the window and its PSUs' requests to the SCA page, each oldest first. */
export interface CheckInput {
  mine: readonly Seen[];
  psu: readonly Seen[];
}

/** Reads of one resource closer together than this, more than POLL_BURST times, are not sane polling. */
export const POLL_SPAN_MS = 1000;
export const POLL_BURST = 10;
const CERTIFICATE_CODES = new Set(["CERTIFICATE_EXPIRED", "CERTIFICATE_INVALID"]);

const ev = (s: Seen, note: string): Evidence => ({
  seq: s.seq,
  xRequestId: s.requestId,
  method: s.method,
  path: s.path,
  status: s.status,
  at: s.at,
  note,
});

interface Judged {
  verdict: Verdict;
  evidence: Evidence[];
}

const notMet: Judged = { verdict: "not-met", evidence: [] };
const judged = (bad: Evidence[], good: Evidence[]): Judged =>
  bad.length > 0 ? { verdict: "mishandled", evidence: bad } : { verdict: "handled", evidence: good };

/** The next request after index i (in `list`) that `same` accepts. */
function nextAfter(list: readonly Seen[], i: number, same: (s: Seen) => boolean): Seen | undefined {
  for (let j = i + 1; j < list.length; j += 1) {
    const s = list[j];
    if (s !== undefined && same(s)) return s;
  }
  return undefined;
}

const sameCall = (a: Seen) => (b: Seen) =>
  b.method === a.method && b.path === a.path && (b.digest ?? "") === (a.digest ?? "");

function scaRedirect({ mine, psu }: CheckInput): Judged {
  const created = mine.filter((s) => s.scaRedirect !== undefined);
  if (created.length === 0) return notMet;
  const opened = created.flatMap((c) => {
    const page = psu.find((p) => p.path === c.scaRedirect && p.seq > c.seq);
    return page ? [ev(c, "answered with scaRedirect"), ev(page, "the PSU opened scaRedirect")] : [];
  });
  // A suite creates many payments it never authorises: one journey through the link shows it is followed.
  if (opened.length > 0) return { verdict: "handled", evidence: opened.slice(0, 2) };
  return {
    verdict: "mishandled",
    evidence: created.slice(0, 3).map((c) => ev(c, "scaRedirect never opened")),
  };
}

function statusAfterSca({ mine, psu }: CheckInput): Judged {
  const decisions = psu.filter((p) => p.method === "POST" && p.status === 303);
  if (decisions.length === 0) return notMet;
  const bad: Evidence[] = [];
  const good: Evidence[] = [];
  for (const d of decisions) {
    const authorisation = d.resources[0];
    const creation = mine.find((s) => s.resources.includes(authorisation ?? "") && s.seq < d.seq);
    const ids = new Set([authorisation, ...(creation?.resources ?? [])]);
    const read = mine.find(
      (s) => s.seq > d.seq && s.method === "GET" && s.status < 400 && s.resources.some((r) => ids.has(r)),
    );
    if (read) good.push(ev(d, "the PSU decided"), ev(read, "then the TPP read the status"));
    else bad.push(ev(d, "the PSU decided; the TPP never read the status after"));
  }
  return judged(bad, good.slice(0, 2));
}

function polling({ mine }: CheckInput): Judged {
  const reads = new Map<string, Seen[]>();
  for (const s of mine) {
    if (s.method !== "GET" || s.resources.length === 0) continue;
    const list = reads.get(s.path) ?? [];
    list.push(s);
    reads.set(s.path, list);
  }
  const polled = [...reads.values()].filter((list) => list.length >= 2);
  if (polled.length === 0) return notMet;
  for (const list of polled) {
    for (let i = 0; i + POLL_BURST < list.length; i += 1) {
      const first = list[i];
      const last = list[i + POLL_BURST];
      if (first && last && last.at - first.at < POLL_SPAN_MS) {
        const n = POLL_BURST + 1;
        return {
          verdict: "mishandled",
          evidence: [ev(first, `first of ${n} reads within ${POLL_SPAN_MS} ms`), ev(last, `read ${n}`)],
        };
      }
    }
  }
  const sample = polled[0] ?? [];
  return judged(
    [],
    sample.slice(0, 2).map((s) => ev(s, "a poll")),
  );
}

function retrySameId({ mine }: CheckInput): Judged {
  const bad: Evidence[] = [];
  const good: Evidence[] = [];
  let met = false;
  mine.forEach((s, i) => {
    if (!(s.status >= 500 || s.fault === "latency")) return;
    met = true;
    const retry = nextAfter(mine, i, sameCall(s));
    if (retry === undefined) return;
    if (retry.requestId === s.requestId) {
      good.push(ev(s, "failed or slow"), ev(retry, "retried with the same X-Request-ID"));
    } else {
      bad.push(
        ev(s, `failed or slow with X-Request-ID ${s.requestId}`),
        ev(retry, `retried with a fresh X-Request-ID ${retry.requestId}`),
      );
    }
  });
  return met ? judged(bad, good.slice(0, 2)) : notMet;
}

function retryAfter({ mine }: CheckInput): Judged {
  const bad: Evidence[] = [];
  const good: Evidence[] = [];
  let met = false;
  mine.forEach((s, i) => {
    if (s.status !== 429) return;
    met = true;
    const next = nextAfter(mine, i, (b) => b.method === s.method && b.path === s.path);
    if (next === undefined) return;
    const waitMs = (s.retryAfter ?? 0) * 1000;
    if (next.at - s.at >= waitMs) good.push(ev(s, "429"), ev(next, "waited Retry-After"));
    else
      bad.push(
        ev(s, `429 with Retry-After ${s.retryAfter ?? 0}`),
        ev(next, `came back after ${next.at - s.at} ms`),
      );
  });
  return met ? judged(bad, good.slice(0, 2)) : notMet;
}

function certificateNotRepeated({ mine }: CheckInput): Judged {
  const refused = mine.filter((s) => s.codes.some((c) => CERTIFICATE_CODES.has(c)));
  if (refused.length === 0) return notMet;
  const bad: Evidence[] = [];
  refused.forEach((s, i) => {
    const again = refused
      .slice(i + 1)
      .find((b) => b.certificate !== undefined && b.certificate === s.certificate);
    if (again && bad.length === 0) {
      bad.push(ev(s, `refused: ${s.codes.join(", ")}`), ev(again, "the same certificate sent again"));
    }
  });
  return judged(
    bad,
    refused.slice(0, 1).map((s) => ev(s, "refused once, not sent again")),
  );
}

function signedDate({ mine }: CheckInput): Judged {
  const signed = mine.filter((s) => s.operationId !== undefined);
  if (signed.length === 0) return notMet;
  const bad = signed.filter((s) => s.dateRefused).slice(0, 3);
  return judged(
    bad.map((s) => ev(s, "refused for its Date")),
    signed.slice(0, 1).map((s) => ev(s, "signed Date accepted")),
  );
}

/** Each check: what it asks, which outcomes it judges, and how. */
export const checks: readonly {
  id: string;
  sentence: string;
  judges: readonly string[];
  judge: (input: CheckInput) => Judged;
}[] = [
  {
    id: "checks.sca-redirect",
    sentence: "After a 201 with _links.scaRedirect, the TPP sent its PSU there",
    judges: [],
    judge: scaRedirect,
  },
  {
    id: "checks.status-after-sca",
    sentence: "After the PSU's SCA, the TPP read the status instead of assuming it",
    judges: ["sca"],
    judge: statusAfterSca,
  },
  {
    id: "checks.polling",
    sentence: `The TPP polled at a sane rate (never more than ${POLL_BURST} reads of one resource within ${POLL_SPAN_MS} ms)`,
    judges: [],
    judge: polling,
  },
  {
    id: "checks.retry-same-request-id",
    sentence:
      "After a 5xx or a timeout, the TPP retried with the same X-Request-ID (a fresh one risks a second payment)",
    judges: ["faults.500", "faults.503", "faults.latency"],
    judge: retrySameId,
  },
  {
    id: "checks.retry-after",
    sentence: "After a 429, the TPP waited for Retry-After before calling again",
    judges: ["faults.429"],
    judge: retryAfter,
  },
  {
    id: "checks.certificate-not-repeated",
    sentence: "After an expired or foreign certificate was refused, the TPP did not send it again",
    judges: ["refusals.CERTIFICATE_EXPIRED", "refusals.CERTIFICATE_INVALID"],
    judge: certificateNotRepeated,
  },
  {
    id: "checks.signed-date",
    sentence: "The TPP sent a signed, current Date",
    judges: [],
    judge: signedDate,
  },
];

export function runChecks(input: CheckInput): CheckResult[] {
  return checks.map(({ judge, ...check }) => ({ ...check, ...judge(input) }));
}
