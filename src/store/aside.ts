import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";
import { syncDir, writeFlushed } from "./files.js";

/** Why bytes were set aside: damage, a torn last line, or the entries after a journal's gap. */
export type AsideKind = "damaged" | "torn" | "after-gap";

/**
 * Damage is never written over: what start-up or `store repair` replaces or cuts off is kept first,
 * as `<path>.<kind>-<UTC time>` (e.g. `store.json.index.damaged-20260302T100000.123Z`), for a look or a
 * bug report; deleting it loses nothing the store needs.
 */
export function asideName(path: string, kind: AsideKind, at = new Date()): string {
  return `${path}.${kind}-${at.toISOString().replace(/[-:]/g, "")}`;
}

/** Moves `path` aside unchanged (a rename: the same bytes) and answers where it is now. */
export async function setAside(path: string): Promise<string> {
  const copy = asideName(path, "damaged");
  await rename(path, copy);
  await syncDir(dirname(path));
  return copy;
}

/** Copies the bytes of `path` from `from` to its end aside (before they are cut off) and answers where. */
export async function keepTornTail(path: string, from: number, kind: AsideKind = "torn"): Promise<string> {
  const handle = await open(path, "r");
  let tail: Buffer;
  try {
    const { size } = await handle.stat();
    tail = Buffer.alloc(Math.max(0, size - from));
    await handle.read(tail, 0, tail.length, from);
  } finally {
    await handle.close();
  }
  const copy = asideName(path, kind);
  await writeFlushed(copy, [tail]);
  await syncDir(dirname(path));
  return copy;
}
