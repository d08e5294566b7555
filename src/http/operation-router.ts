import { createMiddleware } from "hono/factory";
import { TrieRouter } from "hono/router/trie-router";
import type { FrameEnv } from "./env.js";
import { fullRouteOf, type Operation } from "./operation.js";
import type { OperationRules } from "./operation-rules.js";

type Found = readonly [Operation, Readonly<Record<string, string>>];

/**
 * Which declared operation a request is: the first of `operations` (declaration order, the order the
 * routes are mounted in) whose method and router path match, with its path parameters as sent.
 */
export function operationMatcher(operations: readonly Operation[]) {
  const router = new TrieRouter<Operation>();
  for (const op of operations) router.add(op.method.toUpperCase(), fullRouteOf(op), op);
  const search = (method: string, path: string) => router.match(method, path)[0][0] as Found | undefined;
  // A path without parameters (every creation's) is looked up, not searched, after its first request:
  // its answer is the router's own for that path, kept (and not found at start-up).
  const fixedRoutes = new Set<string>();
  for (const op of operations) {
    const route = fullRouteOf(op);
    if (!/[:*]/.test(route)) fixedRoutes.add(`${op.method.toUpperCase()} ${route}`);
  }
  const fixed = new Map<string, Found | undefined>();
  return (method: string, path: string): Found | undefined => {
    // HEAD is answered by the GET route, as hono answers it.
    const verb = method === "HEAD" ? "GET" : method;
    const key = `${verb} ${path}`;
    if (!fixedRoutes.has(key)) return search(verb, path);
    if (!fixed.has(key)) fixed.set(key, search(verb, path));
    return fixed.get(key);
  };
}

/** An interface as far as a request no operation matched sees it: where its paths start, its defaults. */
export interface RulesUnderBase {
  readonly base: string;
  readonly defaults?: OperationRules;
}

/**
 * The rules of a request no operation matches (a 404, a preflight): its interface's defaults, the
 * interface being the one whose base holds the path (the longest base; the first of equals in the
 * list's order). None when no base holds it.
 */
export function rulesByBase(list: readonly RulesUnderBase[]): (path: string) => OperationRules | undefined {
  const bases = list
    .map((i) => ({ base: i.base === "/" ? "" : i.base, rules: i.defaults ?? {} }))
    .sort((a, b) => b.base.length - a.base.length);
  return (path) => bases.find(({ base }) => path === base || path.startsWith(`${base}/`))?.rules;
}

/**
 * Sets `c.var.operation` (and its path parameters) once, before any other stage: every rule a stage
 * enforces per operation (role, Digest, the bank holding a record, what the request log keeps) is read
 * from the declaration it names. A request none matches gets its interface's defaults as
 * `c.var.unmatchedRules`, if `unmatched` says which.
 */
export function matchOperation(
  operations: readonly Operation[],
  unmatched: (path: string) => OperationRules | undefined = () => undefined,
) {
  const match = operationMatcher(operations);
  return createMiddleware<FrameEnv>(function matchOperationMiddleware(c, next) {
    const found = match(c.req.method, c.req.path);
    if (found !== undefined) {
      c.set("operation", found[0]);
      c.set("operationParams", found[1]);
    } else {
      const rules = unmatched(c.req.path);
      if (rules !== undefined) c.set("unmatchedRules", rules);
    }
    return next();
  });
}
