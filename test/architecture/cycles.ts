/** A directed graph as each node's successors. */
export type Graph = ReadonlyMap<string, readonly string[]>;

/** The graph of a list of edges (a node with no edge out has an empty list). */
export function graphOf(edges: readonly { from: string; to: string }[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!graph.has(to)) graph.set(to, []);
    const next = graph.get(from) ?? [];
    if (!next.includes(to)) next.push(to);
    graph.set(from, next);
  }
  for (const next of graph.values()) next.sort();
  return graph;
}

/**
 * The strongly connected components (Tarjan) that hold a cycle: two nodes or more, or one that
 * imports itself. Each is sorted, and the list is sorted by its first node.
 */
export function tangles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop()) {
      onStack.delete(top);
      component.push(top);
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/**
 * Every elementary cycle of the graph, each written from its smallest node and back to it
 * ("a -> b -> c -> a"), sorted. A tangle can hold very many; past `limit` the rest are left out,
 * which still fails any test that expects fewer.
 */
export function cycles(graph: Graph, limit = 200): string[] {
  const found: string[] = [];
  for (const component of tangles(graph)) {
    const inside = new Set(component);
    for (const start of component) {
      // Cycles through `start` over nodes after it only: each cycle is found once, from its smallest node.
      const walk = (node: string, path: string[]): void => {
        for (const next of graph.get(node) ?? []) {
          if (found.length >= limit) return;
          if (next === start) found.push([...path, start].join(" -> "));
          else if (inside.has(next) && next > start && !path.includes(next)) walk(next, [...path, next]);
        }
      };
      walk(start, [start]);
    }
  }
  return found.sort();
}
