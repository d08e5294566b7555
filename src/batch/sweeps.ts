import { expireAt, isOverdue } from "../sca/expiry.js";
import { subjectOf } from "../sca/subject.js";
import type { CauseDetails } from "../payments/model.js";
import type { BatchContext, Moved } from "./types.js";

/**
 * Steps every batch run takes before it executes payments, in order. A sweep changes the store
 * synchronously through `moved`/`transition` and reports its moves.
 */
export type Sweep = (ctx: BatchContext, now: Date, details?: CauseDetails) => Moved[];

/**
 * An SCA not finished in time rejects its payment (RCVD -> RJCT) before the run looks for due
 * payments. Reads also expire authorisations lazily; this catches the ones nobody reads.
 */
export const expiredScas: Sweep = ({ store }, now, details = {}) => {
  const moves: Moved[] = [];
  for (const authorisation of store.active("authorisations")) {
    if (!isOverdue(authorisation, now)) continue;
    const paymentIds = subjectOf(authorisation).covers(store, authorisation);
    const before = paymentIds.map((id) => store.get("payments", id)?.transactionStatus);
    expireAt(store, authorisation, now, details.batchRunId);
    paymentIds.forEach((paymentId, i) => {
      const from = before[i];
      const to = store.get("payments", paymentId)?.transactionStatus;
      if (from && to && from !== to) moves.push({ paymentId, from, to });
    });
  }
  return moves;
};

export const sweeps: readonly Sweep[] = [expiredScas];
