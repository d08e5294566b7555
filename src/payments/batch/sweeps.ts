import { expireAt, isOverdue } from "../../sca/expiry.js";
import { subjectOf } from "../../sca/subject.js";
import type { BatchStep } from "./step.js";
import type { Moved } from "./types.js";

/**
 * An SCA not finished in time rejects its payment (RCVD -> RJCT) before the run looks for due
 * payments. Reads also expire authorisations lazily; this catches the ones nobody reads.
 */
export const expiredScas: BatchStep = function* ({ store }, now, view, details) {
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
