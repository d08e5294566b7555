import { bankDate, bankToday, type RecordsContext } from "../context.js";
import { ApiError, apiError } from "../errors.js";
import { opaqueId } from "../ids.js";
import type { Psu } from "../psu/identify.js";
import type { Scenario } from "../scenarios/schema.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { expireDue } from "../sca/expiry.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import { change } from "../store/change.js";
import type { StoreChange } from "../store/store.js";
import {
  type ConsentEvent,
  consentAllowed,
  consentTransition,
  NEW,
  validUntilPassed,
} from "./consent-status.js";
import { grantAccess } from "./grant.js";
import type { ConsentRecord } from "./model.js";
import { psuAccounts } from "./psu-accounts.js";
import type { Consents } from "./schema/consents.js";
import { grantedValidUntil, validUntilProblem } from "./validity.js";

export function putConsent(consent: ConsentRecord): StoreChange {
  return change.put("consents", consent);
}

/** The consent after `event` at `now`, by the status table (which throws on a move it does not hold). */
export function movedConsent(
  consent: ConsentRecord,
  event: ConsentEvent,
  now: Date,
  fields: Partial<Pick<ConsentRecord, "granted" | "replacedBy">> = {},
): ConsentRecord {
  const consentStatus = consentTransition(consent.consentStatus, event);
  return {
    ...consent,
    ...fields,
    consentStatus,
    statusHistory: [...consent.statusHistory, { consentStatus, event, at: now.toISOString() }],
  };
}

/** Berlin Group `lastActionDate`: the bank date of its last status change, or of its last counted read. */
export function lastActionDate(ctx: Pick<RecordsContext, "config">, consent: ConsentRecord): string {
  const last = consent.statusHistory.at(-1)?.at ?? consent.createdAt;
  const changed = bankDate(ctx.config, new Date(last));
  const read = consent.reads?.day;
  return read !== undefined && read > changed ? read : changed;
}

export interface NewConsent {
  body: Consents;
  tppId: string;
  tppName?: string | undefined;
  psu: Psu;
  redirect: RedirectTargets;
  /** TPP-Explicit-Authorisation-Preferred: true: no authorisation until the TPP starts one. */
  explicitAuthorisation: boolean;
  /** X-Sandbox-Scenario (docs/scenarios.md): its SCA's path, or a last day of today. */
  scenario?: Scenario | undefined;
}

/**
 * Checks what the body asks against the bank (its last day, the PSU's own open accounts), then stores
 * the consent, `received`, with its implicit authorisation (unless the TPP starts it) in one commit.
 */
export function createConsent(
  ctx: RecordsContext,
  input: NewConsent,
): { consent: ConsentRecord; authorisation: AuthorisationRecord | undefined } {
  const now = ctx.clock.now();
  const today = bankToday(ctx);
  const { body, psu } = input;
  const late = validUntilProblem(body.validUntil, today);
  if (late !== undefined) throw apiError("FORMAT_ERROR", late, "validUntil");
  // Checked now, so a TPP hears of a wrong account at once; resolved again when the PSU approves.
  const grant = grantAccess(body.access, psuAccounts(ctx.store, psu.customer, psu.agreement));
  if (grant instanceof ApiError) throw grant;
  const consentId = opaqueId();
  const authorisation = input.explicitAuthorisation
    ? undefined
    : {
        ...newAuthorisation(ctx, {
          kind: "consent",
          tppId: input.tppId,
          tppName: input.tppName,
          psuCustomerId: psu.customer.customerId,
          redirect: input.redirect,
          ...(input.scenario ? { scenario: input.scenario } : {}),
        }),
        consentId,
      };
  const consent: ConsentRecord = {
    consentId,
    tppId: input.tppId,
    ...(input.tppName ? { tppName: input.tppName } : {}),
    psuCustomerId: psu.customer.customerId,
    agreementId: psu.agreement.id,
    access: body.access,
    recurringIndicator: body.recurringIndicator,
    validUntil: input.scenario === "expires-tomorrow" ? today : grantedValidUntil(body.validUntil, today),
    frequencyPerDay: body.frequencyPerDay,
    consentStatus: consentTransition(NEW, "created"),
    authorisationIds: authorisation ? [authorisation.authorisationId] : [],
    ...(authorisation ? {} : { explicitStart: { redirect: input.redirect } }),
    createdAt: now.toISOString(),
    statusHistory: [{ consentStatus: "received", event: "created", at: now.toISOString() }],
  };
  ctx.store.commit([putConsent(consent), ...(authorisation ? [putAuthorisation(authorisation)] : [])]);
  return { consent, authorisation };
}

/**
 * The consent as it stands now: an SCA that ran out of time rejects it first, then a bank date past
 * its last day expires it (both committed), as a payment's overdue SCA is expired when it is read.
 */
export function currentConsent(ctx: RecordsContext, consent: ConsentRecord): ConsentRecord {
  let now = consent;
  if (expireDue(ctx, consent.authorisationIds)) now = ctx.store.get("consents", consent.consentId) ?? now;
  if (validUntilPassed({ status: now.consentStatus, validUntil: now.validUntil }, bankToday(ctx))) {
    now = movedConsent(now, "valid-until-passed", ctx.clock.now());
    ctx.store.commit([putConsent(now)]);
  }
  return now;
}

/** The calling TPP's consent as it stands now; unknown and another TPP's alike are 403 CONSENT_UNKNOWN. */
export function findConsent(ctx: RecordsContext, consentId: string, path = "consentId"): ConsentRecord {
  const consent = ctx.store.get("consents", consentId);
  if (!consent) {
    throw apiError(
      "CONSENT_UNKNOWN",
      `consent ${consentId} is unknown to this TPP: use the consentId and links POST /v1/consents answered you`,
      path,
    );
  }
  return currentConsent(ctx, consent);
}

/** The TPP ends it (DELETE, Berlin Group terminatedByTpp): from `received` or `valid` only. */
export function terminateConsent(ctx: RecordsContext, consent: ConsentRecord): ConsentRecord {
  return end(ctx, consent, "deleted-by-tpp", "consentId");
}

/** The PSU withdraws it (the control API, the dashboard acting as the PSU): from `valid` only. */
export function revokeConsent(ctx: RecordsContext, consent: ConsentRecord): ConsentRecord {
  return end(ctx, consent, "revoked-by-psu", "consentId");
}

const endings: Partial<Record<ConsentEvent, string>> = {
  "deleted-by-tpp": "it can no longer be deleted",
  "revoked-by-psu": "only a valid consent is revoked (the PSU rejects a received one on its SCA page)",
};

function end(ctx: RecordsContext, consent: ConsentRecord, event: ConsentEvent, path: string): ConsentRecord {
  if (consentAllowed(consent.consentStatus, event) === undefined) {
    throw apiError(
      "STATUS_INVALID",
      `consent ${consent.consentId} is ${consent.consentStatus}: ${endings[event] ?? "it cannot change so"}`,
      path,
    );
  }
  const ended = movedConsent(consent, event, ctx.clock.now());
  ctx.store.commit([putConsent(ended)]);
  return ended;
}
