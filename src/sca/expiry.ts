import type { RecordsContext } from "../context.js";
import type { Records, StoreChange } from "../store/store.js";
import type { AuthorisationRecord } from "./model.js";
import { isPending, putAuthorisation } from "./service.js";
import { subjectOf } from "./subject.js";

/**
 * An SCA the PSU did not complete within `sca.timeoutMinutes` fails (docs/decisions.md#sca, "Expiry"):
 * the authorisation becomes `failed` and its subject does what running out of time does (a payment
 * RJCT by `sca-expired`, …). Called lazily wherever an authorisation is read and by the batch's sweep.
 * True when this call expired it.
 */
export function expireIfDue(ctx: RecordsContext, authorisation: AuthorisationRecord): boolean {
  return expireAt(ctx.store, authorisation, ctx.clock.now());
}

/** Whether the authorisation's time ran out while it was still waiting for the PSU. */
export function isOverdue(authorisation: AuthorisationRecord, now: Date): boolean {
  return authorisation.scaStatus === "received" && new Date(authorisation.expiresAt) <= now;
}

/** `expireIfDue` at a given time, for the batch, which passes its own time in. */
export function expireAt(
  store: Records,
  authorisation: AuthorisationRecord,
  now: Date,
  batchRunId?: string,
): boolean {
  if (!isOverdue(authorisation, now)) return false;
  const changes: StoreChange[] = [
    putAuthorisation({ ...authorisation, scaStatus: "failed" }),
    ...subjectOf(store, authorisation).expire(store, authorisation, now, batchRunId),
  ];
  store.commit(changes);
  return true;
}

/** Whether any of `ids` other than `authorisation` itself still waits for the PSU. */
export function othersOpen(
  store: Records,
  authorisation: AuthorisationRecord,
  ids: readonly string[],
  now: Date,
): boolean {
  return ids.some((id) => {
    const other = id === authorisation.authorisationId ? undefined : store.get("authorisations", id);
    return other !== undefined && isPending(other, now);
  });
}

/** The authorisation as it stands now: expired first when its time is up. */
export function current(ctx: RecordsContext, authorisation: AuthorisationRecord): AuthorisationRecord {
  if (!expireIfDue(ctx, authorisation)) return authorisation;
  return ctx.store.get("authorisations", authorisation.authorisationId) ?? authorisation;
}

/** Expires every overdue authorisation among `ids`; true when any was. */
export function expireDue(ctx: RecordsContext, ids: readonly string[]): boolean {
  let changed = false;
  for (const id of ids) {
    const authorisation = ctx.store.get("authorisations", id);
    if (authorisation && expireIfDue(ctx, authorisation)) changed = true;
  }
  return changed;
}
