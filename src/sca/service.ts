import type { RecordsContext } from "../context.js";
import { opaqueId } from "../ids.js";
import type { RedirectTargets } from "../psu/redirect.js";
import type { Scenario } from "../scenarios/schema.js";
import type { StoreChange } from "../store/store.js";
import type { AuthorisationKind, AuthorisationRecord, PaymentReference } from "./model.js";
import { change } from "../store/change.js";

export interface NewAuthorisation {
  kind: AuthorisationKind;
  resource?: PaymentReference;
  tppId: string;
  tppName?: string | undefined;
  agreementId?: string;
  psuCustomerId: string;
  redirect: RedirectTargets;
  scenario?: Scenario;
}

/** Creates and stores an authorisation on its own (one with no resource record to change alongside). */
export function createAuthorisation(ctx: RecordsContext, input: NewAuthorisation): AuthorisationRecord {
  const record = newAuthorisation(ctx, input);
  ctx.store.put("authorisations", record);
  return record;
}

/**
 * A new authorisation in `received`; the PSU has `sca.timeoutMinutes` to complete it. The caller stores
 * it together with the resource it authorises (one `store.commit`).
 */
export function newAuthorisation(ctx: RecordsContext, input: NewAuthorisation): AuthorisationRecord {
  const now = ctx.clock.now();
  // sca-abandoned: the PSU walked away and the timeout has already passed, with no wait for it.
  const timeout = input.scenario === "sca-abandoned" ? 0 : ctx.config.sca.timeoutMinutes * 60_000;
  const expires = new Date(now.getTime() + timeout);
  const { tppName, resource, ...rest } = input;
  const record: AuthorisationRecord = {
    authorisationId: opaqueId(),
    ...rest,
    ...(resource ? { resource: { ...resource } } : {}),
    ...(tppName ? { tppName } : {}),
    scaStatus: "received",
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  };
  return record;
}

/** An authorisation still waiting for the PSU (neither finished nor timed out). */
export function isPending(authorisation: AuthorisationRecord, now: Date): boolean {
  return authorisation.scaStatus === "received" && new Date(authorisation.expiresAt) > now;
}

export function putAuthorisation(authorisation: AuthorisationRecord): StoreChange {
  return change.put("authorisations", authorisation);
}
