import { randomFillSync } from "node:crypto";

// One call to the system's random source per 256 ids: filling 16 bytes at a time cost a payment
// creation several microseconds (two ids each), for the same randomness.
const POOL_IDS = 256;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;

/** An opaque, URL-safe, unguessable identifier: 128 random bits as base64url (22 characters). */
export function opaqueId(): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const start = 16 * next++;
  return pool.toString("base64url", start, start + 16);
}
