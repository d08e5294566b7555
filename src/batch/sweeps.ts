import { expireAt } from "../sca/expiry.js";
import type { BatchContext, Moved } from "./types.js";

/**
 * Steps every batch run takes before it executes payments, in order. A sweep changes the store
 * synchronously through `moved`/`transition` and reports its moves.
 */
export type Sweep = (ctx: BatchContext, now: Date) => Moved[];

/**
 * An SCA not finished in time rejects its payment (RCVD -> RJCT) before the run looks for due
 * payments. Reads also expire authorisations lazily; this catches the ones nobody reads.
 */
export const expiredScas: Sweep = ({ store }, now) => {
  const moves: Moved[] = [];
  for (const authorisation of store.values("authorisations")) {
    if (authorisation.scaStatus !== "received" || new Date(authorisation.expiresAt) > now) continue;
    const paymentId = authorisation.resource?.paymentId;
    const before = paymentId ? store.get("payments", paymentId)?.transactionStatus : undefined;
    expireAt(store, authorisation, now);
    const after = paymentId ? store.get("payments", paymentId)?.transactionStatus : undefined;
    if (paymentId && before && after && before !== after) moves.push({ paymentId, from: before, to: after });
  }
  return moves;
};

export const sweeps: readonly Sweep[] = [expiredScas];
