import { randomFillSync } from "node:crypto";

// One call to the system's random source per POOL_IDS ids: a call per id (two per payment creation)
// costs far more than copying 16 bytes from a pool, for the same randomness.
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;

/**
 * An opaque, URL-safe, unguessable identifier: 128 random bits as base64url (22 characters), never
 * starting with "-", which a command line reads as an option (`psd2-sandbox approve <id>` failed for
 * one id in 64).
 */
export function opaqueId(): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const start = 16 * next++;
  const id = pool.toString("base64url", start, start + 16);
  return id.startsWith("-") ? `x${id.slice(1)}` : id;
}
