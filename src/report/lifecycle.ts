import type { Outcome } from "./catalogue.js";

/** What the report reads of a stored payment: its product and status history. */
export interface PaymentFacts {
  paymentId: string;
  tppId: string;
  service: string;
  product: string;
  statusHistory?: readonly { at: string; event: string }[];
}

/** What the report reads of a stored authorisation. */
export interface AuthorisationFacts {
  authorisationId: string;
  tppId: string;
  kind: string;
  scaStatus: string;
  createdAt: string;
  expiresAt: string;
  completedAt?: string;
  resource?: { paymentId: string };
  basketId?: string;
}

/** What the report reads of a standing order's execution record. */
export interface ExecutionFacts {
  paymentId: string;
  tppId: string;
  execution: { transactionStatus: string; executedAt: string };
}

export interface LifecycleMet {
  id: string;
  at: number;
  /** The payment or authorisation that met it. */
  resource: string;
}

/** Whether a record's change belongs to the window: its time, and (for a run) the ids the run named. */
export type InWindow = (at: number, resources: readonly string[]) => boolean;

/** What one TPP's payments and authorisations went through, as outcomes of the catalogue. */
export function lifecycleMet(
  catalogue: readonly Outcome[],
  tpp: string,
  payments: Iterable<PaymentFacts>,
  authorisations: Iterable<AuthorisationFacts>,
  inWindow: InWindow,
  executions: Iterable<ExecutionFacts> = [],
): LifecycleMet[] {
  const byKey = new Map<string, string>();
  for (const o of catalogue) {
    if (o.kind === "transition") byKey.set(`${o.service} ${o.product} ${o.event}`, o.id);
    // The used link's key ("sca link used") names no kind of authorisation: it is met from the log.
    else if (o.kind === "sca") byKey.set(`sca ${o.service} ${o.event}`, o.id);
  }
  const met: LifecycleMet[] = [];
  /** The TPP's payments by id, for their executions (the payments are read once: they may be a stream). */
  const services = new Map<string, string>();
  for (const p of payments) {
    if (p.tppId !== tpp) continue;
    services.set(p.paymentId, `${p.service} ${p.product}`);
    for (const step of p.statusHistory ?? []) {
      const at = Date.parse(step.at);
      const id = byKey.get(`${p.service} ${p.product} ${step.event}`);
      if (id !== undefined && inWindow(at, [p.paymentId])) met.push({ id, at, resource: p.paymentId });
    }
  }
  for (const e of executions) {
    const order = e.tppId === tpp ? services.get(e.paymentId) : undefined;
    const id = order && byKey.get(`${order} execution-${e.execution.transactionStatus}`);
    const at = Date.parse(e.execution.executedAt);
    if (id && inWindow(at, [e.paymentId])) met.push({ id, at, resource: e.paymentId });
  }
  for (const a of authorisations) {
    if (a.tppId !== tpp) continue;
    const end =
      a.scaStatus === "finalised"
        ? "finalised"
        : a.scaStatus === "failed"
          ? a.completedAt
            ? "failed"
            : "expired"
          : "";
    const id = byKey.get(`sca ${a.kind} ${end}`);
    const at = Date.parse(a.completedAt ?? a.expiresAt);
    const named = [a.authorisationId, a.resource?.paymentId ?? "", a.basketId ?? ""];
    if (id !== undefined && inWindow(at, named)) met.push({ id, at, resource: a.authorisationId });
  }
  return met;
}
