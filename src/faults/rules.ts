import { randomUUID } from "node:crypto";
import type { ActiveFaultRule, FaultRuleFields, FaultRules } from "../context.js";

/** `*` is one path segment, `**` anything; without either the path is a prefix. */
function matcher(path: string): (requestPath: string) => boolean {
  if (!path.includes("*")) return (p) => p === path || p.startsWith(path.endsWith("/") ? path : `${path}/`);
  const source = path
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === "**" ? ".*" : part === "*" ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  const pattern = new RegExp(`^${source}$`);
  return (p) => pattern.test(p);
}

/**
 * The fault rules of one sandbox, in memory (they are a test's set-up, not the bank's data). The first
 * rule that matches a request, and whose dice say yes, hits it; a rule with `times` is spent after that
 * many hits and then left out.
 */
export function createFaults(random: () => number = Math.random): FaultRules {
  let rules: { rule: ActiveFaultRule; matches: (path: string) => boolean }[] = [];
  return {
    set(next: FaultRuleFields[]) {
      rules = next.map((rule) => ({
        rule: { ...rule, id: randomUUID(), hits: 0, ...(rule.times ? { remaining: rule.times } : {}) },
        matches: matcher(rule.path),
      }));
      return this.list();
    },
    list() {
      return rules.map(({ rule }) => ({ ...rule }));
    },
    clear() {
      rules = [];
    },
    match(method, path) {
      for (const entry of rules) {
        const { rule } = entry;
        if (rule.remaining === 0) continue;
        if (rule.method !== undefined && rule.method !== method) continue;
        if (!entry.matches(path)) continue;
        if (rule.probability !== undefined && random() >= rule.probability) continue;
        rule.hits += 1;
        if (rule.remaining !== undefined) rule.remaining -= 1;
        return { rule: { ...rule } };
      }
      return undefined;
    },
  };
}
