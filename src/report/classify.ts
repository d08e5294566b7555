import type { Outcome } from "./catalogue.js";
import type { Seen } from "./seen.js";

/**
 * What of a request decides which outcomes it met: few values, so the tally can count requests by it
 * once the request log has forgotten them.
 */
export interface Fact {
  operationId?: string;
  status: number;
  codes: string[];
  scenario?: string;
  fault?: number | "latency";
  transactionStatus?: string;
  /** The SCA page answered 410: the link was used or expired already. */
  linkUsed?: boolean;
}

export function factOf(seen: Seen): Fact {
  const fact: Fact = { status: seen.status, codes: seen.codes };
  if (seen.operationId !== undefined) fact.operationId = seen.operationId;
  if (seen.scenario !== undefined) fact.scenario = seen.scenario;
  if (seen.fault !== undefined) fact.fault = seen.fault;
  if (seen.transactionStatus !== undefined) fact.transactionStatus = seen.transactionStatus;
  if (seen.operationId === undefined && seen.status === 410 && seen.path.startsWith("/sca/")) {
    fact.linkUsed = true;
  }
  return fact;
}

export type Classifier = (fact: Fact) => string[];

/** The outcomes of the catalogue a request's fact met, found by lookups built once. */
export function classifier(
  catalogue: readonly Outcome[],
  areaOf: (operationId: string) => string,
): Classifier {
  const byKey = new Map<string, string>();
  const key = (kind: string, ...parts: (string | number | undefined)[]) => `${kind} ${parts.join(" ")}`;
  for (const o of catalogue) {
    if (o.kind === "answer") byKey.set(key("answer", o.operationId, o.status), o.id);
    else if (o.kind === "error") byKey.set(key("error", o.operationId, o.code), o.id);
    else if (o.kind === "refusal") byKey.set(key("refusal", o.code), o.id);
    else if (o.kind === "fault") byKey.set(key("fault", o.status ?? "latency"), o.id);
    else if (o.kind === "scenario") byKey.set(key("scenario", o.scenario), o.id);
    else if (o.kind === "basket") byKey.set(key("basket", o.code), o.id);
    else if (o.id === "sca.link-used") byKey.set(key("link-used"), o.id);
  }
  return (f) => {
    const wanted: string[] = [];
    if (f.fault !== undefined) wanted.push(key("fault", f.fault));
    if (f.linkUsed) wanted.push(key("link-used"));
    if (f.fault === undefined || f.fault === "latency") {
      if (f.status < 400) wanted.push(key("answer", f.operationId, f.status));
      for (const code of f.codes) wanted.push(key("error", f.operationId, code), key("refusal", code));
      if (f.status < 300 && f.scenario !== undefined) wanted.push(key("scenario", f.scenario));
      if (f.transactionStatus !== undefined && f.operationId && areaOf(f.operationId) === "signing-baskets") {
        wanted.push(key("basket", f.transactionStatus));
      }
    }
    const ids: string[] = [];
    for (const k of wanted) {
      const id = byKey.get(k);
      if (id !== undefined && !ids.includes(id)) ids.push(id);
    }
    return ids;
  };
}
