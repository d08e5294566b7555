import type { RecordsContext } from "../context.js";
import type { CustomerRecord } from "../bank/model.js";
import type { StoreChange } from "../store/store.js";
import type { AuthorisationRecord } from "./model.js";
import { putAuthorisation } from "./service.js";
import { subjectOf } from "./subject.js";
import { scaCompleted } from "./validity.js";

export type ScaAction = "approve" | "reject";

/**
 * The PSU's decision and its effects, stored together in one commit (docs/lifecycle.md,
 * docs/decisions.md#sca): approve -> finalised, the subject's approval (payments ACTC/PDNG, a
 * cancellation CANC) and the PSU's SCA validity renewed; reject -> failed and the subject's rejection.
 * Returns where the PSU's browser goes next. The caller has checked pending, decidable and allowed.
 */
export function decide(
  ctx: RecordsContext,
  authorisation: AuthorisationRecord,
  customer: CustomerRecord,
  asked: ScaAction,
  via: NonNullable<AuthorisationRecord["completedVia"]> = "sca-page",
): string {
  const now = ctx.clock.now();
  // sca-failed: whatever the PSU presses, the SCA fails (as a wrong one-time code would make it).
  const action: ScaAction = authorisation.scenario === "sca-failed" ? "reject" : asked;
  const done: AuthorisationRecord = {
    ...authorisation,
    scaStatus: action === "approve" ? "finalised" : "failed",
    completedAt: now.toISOString(),
    completedBy: customer.customerId,
    completedVia: via,
  };
  const subject = subjectOf(ctx.store, authorisation);
  const changes: StoreChange[] = [putAuthorisation(done)];
  if (action === "approve") {
    // The subject gets the decided authorisation: who decided, and where, goes into status histories.
    changes.push(scaCompleted(customer.customerId, now), ...subject.approve(ctx, done, now));
  } else {
    changes.push(...subject.reject(ctx, done, now));
  }
  ctx.store.commit(changes);
  const { ok, nok } = authorisation.redirect;
  return action === "approve" ? ok : (nok ?? ok);
}
