/** An operation as the matcher knows it: its method and OpenAPI path template. */
export interface RouteDecl {
  operationId: string;
  method: string;
  path: string;
}

export interface Matched {
  operationId: string;
  /** The path's parameters by name. */
  params: Record<string, string>;
}

export type RouteMatcher = (method: string, path: string) => Matched | undefined;

/**
 * Finds the declared operation a logged request called, as the router does: the first declaration of
 * its method whose template matches (a fixed product is declared before `{payment-product}`).
 */
export function routeMatcher(declared: readonly RouteDecl[]): RouteMatcher {
  const byMethod = new Map<string, { operationId: string; pattern: RegExp; names: string[] }[]>();
  for (const op of declared) {
    const names: string[] = [];
    const source = op.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
        names.push(name);
        return "([^/]+)";
      })
      .join("");
    const method = op.method.toUpperCase();
    const list = byMethod.get(method) ?? [];
    list.push({ operationId: op.operationId, pattern: new RegExp(`^${source}$`), names });
    byMethod.set(method, list);
  }
  return (method, path) => {
    for (const route of byMethod.get(method) ?? []) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = m[i + 1] ?? "";
      });
      return { operationId: route.operationId, params };
    }
    return undefined;
  };
}
