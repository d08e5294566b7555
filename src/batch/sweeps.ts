import { expireAt, isOverdue } from "../sca/expiry.js";
import { subjectOf } from "../sca/subject.js";
import type { CauseDetails } from "../payments/model.js";
import type { BatchContext, Moved } from "./types.js";
import type { BatchView } from "./view.js";

/**
 * Steps every batch run takes before it executes payments, in order. A sweep changes the store
 * through `moved`/`transition`, names the payments it may have changed to the view (`view.forget`:
 * the view would otherwise hand a run the payment as it held it), yields after each record it
 * handled (so a run may let other requests in between: thousands of SCAs can expire in one run) and
 * returns its moves.
 */
export type Sweep = (
  ctx: BatchContext,
  now: Date,
  view: BatchView,
  details?: CauseDetails,
) => Generator<void, Moved[]>;

/**
 * An SCA not finished in time rejects its payment (RCVD -> RJCT) before the run looks for due
 * payments. Reads also expire authorisations lazily; this catches the ones nobody reads.
 */
export const expiredScas: Sweep = function* ({ store }, now, view, details = {}) {
  const moves: Moved[] = [];
  // Read afresh at each step: after a pause, one may have been decided (then it is not overdue).
  for (const id of view.waitingAuthorisations()) {
    const authorisation = store.get("authorisations", id);
    if (authorisation === undefined || !isOverdue(authorisation, now)) continue;
    const paymentIds = subjectOf(store, authorisation).covers(store, authorisation);
    const before = paymentIds.map((id) => store.get("payments", id)?.transactionStatus);
    expireAt(store, authorisation, now, details.batchRunId);
    view.forget(paymentIds);
    paymentIds.forEach((paymentId, i) => {
      const from = before[i];
      const to = store.get("payments", paymentId)?.transactionStatus;
      if (from && to && from !== to) moves.push({ paymentId, from, to });
    });
    yield;
  }
  return moves;
};

export const sweeps: readonly Sweep[] = [expiredScas];
