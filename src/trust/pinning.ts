import type { TppRecord, TrustMode } from "./model.js";

/** What one verified certificate says about its TPP. */
export interface SeenTpp {
  organisationId: string;
  name?: string;
  roles: string[];
  keyFingerprint: string;
}

export type Sighting =
  /** `record` is the registry entry to store, or undefined when the stored one is still true. */
  { ok: true; record: TppRecord | undefined } | { ok: false; pinned: TppRecord };

/** lastSeen is written at most once a minute per TPP, so a busy TPP costs no journal line per call. */
const LAST_SEEN_STEP_MS = 60_000;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The registry's answer to a certificate that passed the signature check. In `pinned` mode the first
 * key an organisation presents is the only one accepted after; `ca` and `any` record the latest key.
 */
export function sight(mode: TrustMode, known: TppRecord | undefined, seen: SeenTpp, now: Date): Sighting {
  const at = now.toISOString();
  if (known === undefined) {
    const record: TppRecord = { ...seen, roles: [...seen.roles], firstSeen: at, lastSeen: at };
    if (seen.name === undefined) delete record.name;
    return { ok: true, record };
  }
  if (known.keyFingerprint !== seen.keyFingerprint && mode === "pinned") return { ok: false, pinned: known };
  const changed =
    known.keyFingerprint !== seen.keyFingerprint ||
    known.name !== seen.name ||
    !sameList(known.roles, seen.roles);
  const stale = Math.abs(now.getTime() - Date.parse(known.lastSeen)) >= LAST_SEEN_STEP_MS;
  if (!changed && !stale) return { ok: true, record: undefined };
  const record: TppRecord = {
    organisationId: known.organisationId,
    roles: [...seen.roles],
    keyFingerprint: seen.keyFingerprint,
    firstSeen: known.firstSeen,
    lastSeen: at,
  };
  if (seen.name !== undefined) record.name = seen.name;
  return { ok: true, record };
}
