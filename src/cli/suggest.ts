/** Edit distance (insertions, deletions, substitutions, and a swap of two neighbours counts one). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The candidate a typo most likely meant: the nearest within a third of its length (at least one
 * edit), or one it is a prefix of; undefined when none is that close.
 */
export function closest(given: string, candidates: readonly string[]): string | undefined {
  const typed = given.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const candidate = name.toLowerCase();
    const distance = candidate.startsWith(typed) && typed.length >= 2 ? 0.5 : editDistance(typed, candidate);
    if (distance <= Math.max(1, Math.floor(name.length / 3)) && (!best || distance < best.distance))
      best = { name, distance };
  }
  return best?.name;
}

/** ": did you mean X?" when one is close, else "". */
export function didYouMean(
  given: string,
  candidates: readonly string[],
  shown = (name: string) => name,
): string {
  const name = closest(given, candidates);
  return name === undefined ? "" : `: did you mean ${shown(name)}?`;
}
