import type { Declarations } from "./declarations.js";

/** What kind of thing the bank can answer: each is met and judged in its own way. */
export type OutcomeKind =
  | "answer"
  | "error"
  | "transition"
  | "basket"
  | "sca"
  | "refusal"
  | "fault"
  | "scenario";

/**
 * One thing the bank can answer a TPP. `id` is stable (dotted, its area is every prefix of it), the
 * sentence says it for a person, `section` is where the interface (or the sandbox's docs) states it.
 */
export interface Outcome {
  id: string;
  kind: OutcomeKind;
  sentence: string;
  section: string;
  /** What the classifier matches on; absent parts match nothing. */
  operationId?: string;
  status?: number;
  code?: string;
  service?: string;
  product?: string;
  event?: string;
  scenario?: string;
}

const EXECUTION_TEXT: Record<string, string> = {
  ACSC: "booked (ACSC)",
  RJCT: "rejected (RJCT: no funds, or the debtor account cannot pay)",
};

const EVENT_TEXT: Record<string, string> = {
  created: "the TPP created it",
  "sca-finalised": "the PSU approved it",
  "sca-finalised-future-dated": "the PSU approved it for a future execution date",
  "sca-failed": "the PSU's SCA failed (rejected)",
  "sca-expired": "the PSU abandoned the SCA until it expired",
  deleted: "the TPP cancelled it before any authorisation",
  "cancellation-finalised": "the PSU approved its cancellation (cancellation SCA)",
  due: "its execution date arrived",
  batch: "a batch run took it for execution",
  settled: "a batch run booked it",
  "settlement-rejected": "a batch run rejected it (no funds, or the debtor account cannot pay)",
  "settled-partially": "a batch run booked some entries and rejected others",
  "schedule-ended": "its last execution date passed",
};

/** The SCA outcomes of interface 5.2, per kind of authorisation. */
const SCA_KINDS = ["payment", "cancellation", "basket"] as const;
const SCA_ENDS: Record<string, string> = {
  finalised: "the PSU approved the SCA",
  failed: "the PSU rejected the SCA (or it failed)",
  expired: "the PSU abandoned the SCA until it expired",
};

function operationOutcomes(d: Declarations): Outcome[] {
  return d.operations.flatMap((op) => {
    const base = `${op.area}.${op.operationId}`;
    const where = `${op.method} ${op.path}`;
    return [
      ...op.successes.map((status) => ({
        id: `${base}.${status}`,
        kind: "answer" as const,
        sentence: `${where} answered ${status}`,
        section: "4 Endpoints",
        operationId: op.operationId,
        status,
      })),
      ...op.errors.map((code) => ({
        id: `${base}.${code}`,
        kind: "error" as const,
        sentence: `${where} refused with ${d.statusOf(code) ?? ""} ${code}`.replace("  ", " "),
        section: "7.1 Error responses",
        operationId: op.operationId,
        code,
      })),
    ];
  });
}

function lifecycleOutcomes(d: Declarations): Outcome[] {
  return d.products.flatMap((p) => {
    const seen = new Set<string>();
    const out: Outcome[] = [];
    for (const t of d.transitions) {
      if (p.without.includes(t.event) || seen.has(t.event)) continue;
      seen.add(t.event);
      const froms = d.transitions.filter((u) => u.event === t.event).map((u) => u.from);
      out.push({
        id: `payments.${p.key}.${t.event}`,
        kind: "transition",
        sentence: `${p.service}/${p.product}: ${froms.join("|")} -> ${t.to}, ${EVENT_TEXT[t.event] ?? t.event}`,
        section: "3.1 Payment transactionStatus",
        service: p.service,
        product: p.product,
        event: t.event,
      });
    }
    for (const status of p.executions ?? []) {
      out.push({
        id: `payments.${p.key}.execution-${status}`,
        kind: "transition",
        sentence: `${p.service}/${p.product}: one execution of the standing order ${EXECUTION_TEXT[status] ?? `ended ${status}`}`,
        section: "2.4 Periodic Norwegian domestic credit transfer payment",
        service: p.service,
        product: p.product,
        event: `execution-${status}`,
      });
    }
    return out;
  });
}

function otherOutcomes(d: Declarations): Outcome[] {
  return [
    ...d.basketStatuses.map((status) => ({
      id: `baskets.status.${status}`,
      kind: "basket" as const,
      sentence: `a signing basket's status read as ${status}`,
      section: "3.2 Signing basket transactionStatus",
      code: status,
    })),
    ...SCA_KINDS.flatMap((kind) =>
      Object.entries(SCA_ENDS).map(([end, text]) => ({
        id: `sca.${kind}.${end}`,
        kind: "sca" as const,
        sentence: `${kind} authorisation: ${text}`,
        section: "5.2 PSU identification and SCA",
        service: kind,
        event: end,
      })),
    ),
    {
      id: "sca.link-used",
      kind: "sca",
      sentence: "the PSU opened an SCA link that was used or expired already (410)",
      section: "5.2 PSU identification and SCA",
      service: "link",
      event: "used",
    },
    ...d.refusals.map((code) => ({
      id: `refusals.${code}`,
      kind: "refusal" as const,
      sentence: `a signed call refused with ${d.statusOf(code) ?? ""} ${code} before its operation ran`,
      section: "5.1 Request signing",
      code,
    })),
    ...d.faults.map(({ status, code }) => ({
      id: `faults.${status}`,
      kind: "fault" as const,
      sentence: `an injected fault answered ${status} ${code}`,
      section: "7.1 Error responses (docs/faults.md)",
      status,
      code,
    })),
    {
      id: "faults.latency",
      kind: "fault",
      sentence: "an injected fault delayed the answer (the client may time out)",
      section: "8 Limits (docs/faults.md)",
    },
    ...Object.entries(d.scenarios).map(([scenario, text]) => ({
      id: `scenarios.${scenario}`,
      kind: "scenario" as const,
      sentence: `X-Sandbox-Scenario ${scenario}: ${text}`,
      section: "docs/scenarios.md",
      scenario,
    })),
  ];
}

/** Every outcome the declarations and the lifecycle allow, in a stable order, each id once. */
export function buildCatalogue(d: Declarations): Outcome[] {
  const all = [...operationOutcomes(d), ...lifecycleOutcomes(d), ...otherOutcomes(d)];
  const ids = new Set<string>();
  return all.filter((o) => !ids.has(o.id) && ids.add(o.id));
}

/** Whether `id` is `area` or lies inside it (`payments.sepa` holds `payments.sepa.settled`). */
export function inArea(id: string, area: string): boolean {
  return id === area || id.startsWith(`${area}.`);
}
