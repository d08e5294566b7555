import type { RecordsContext } from "../context.js";
import type { CustomerRecord } from "../bank/model.js";
import type { Records, StoreChange } from "../store/store.js";
import type { ScaDetails } from "./details.js";
import type { AuthorisationKind, AuthorisationRecord } from "./model.js";

/**
 * What an authorisation is about, one per kind: SCA owns the authorisation (its status, expiry, page
 * and decision) and asks its subject everything that depends on the resource behind it. Payments,
 * cancellations and signing baskets implement it in their own folders; composition registers them
 * (`registerScaSubjects`), so SCA imports none of them.
 */
export interface ScaSubject {
  readonly kind: AuthorisationKind;
  /** The login page's "… sent you here to {purpose}". */
  readonly purpose: string;
  /** The page's name for step 2: "Approve", or "Confirm" for an identity check. */
  readonly step: string;
  /** The ids of the payments it decides, in order; none when it covers no payment (or they are gone). */
  covers(store: Records, authorisation: AuthorisationRecord): readonly string[];
  /** Why the PSU can no longer decide it (the page's 409 text), or undefined while it can. */
  undecidable(store: Records, authorisation: AuthorisationRecord): string | undefined;
  /** Why `customer` may not approve it (the page's 403 text), or undefined when it may. */
  refusal(store: Records, authorisation: AuthorisationRecord, customer: CustomerRecord): string | undefined;
  /** The page's step 2: what the PSU approves, as rows the page renders. */
  details(store: Records, authorisation: AuthorisationRecord, validityDays: number): ScaDetails;
  /** What approving does beside finalising the authorisation, committed with it. */
  approve(ctx: RecordsContext, authorisation: AuthorisationRecord, now: Date): StoreChange[];
  /** What rejecting does beside failing the authorisation, committed with it. */
  reject(ctx: RecordsContext, authorisation: AuthorisationRecord, now: Date): StoreChange[];
  /**
   * What running out of time does beside failing the authorisation, committed with it; `batchRunId`
   * names the batch run whose sweep found it (for status histories), absent when a read did.
   */
  expire(store: Records, authorisation: AuthorisationRecord, now: Date, batchRunId?: string): StoreChange[];
}

// The subjects are code, the same for every sandbox in the process: composition registers them once
// (again for each sandbox, harmlessly), the way routes are registered on an app.
const subjects = new Map<AuthorisationKind, ScaSubject>();

export function registerScaSubjects(...list: readonly ScaSubject[]): void {
  for (const subject of list) subjects.set(subject.kind, subject);
}

export function subjectOf(authorisation: Pick<AuthorisationRecord, "kind">): ScaSubject {
  const subject = subjects.get(authorisation.kind);
  if (!subject) {
    throw new Error(
      `no SCA subject registered for kind ${authorisation.kind}: build the sandbox with createSandbox`,
    );
  }
  return subject;
}
