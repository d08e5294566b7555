import type { TransactionStatus } from "../domain/transitions.js";
import type { Violation } from "../errors.js";
import type { BasketMember } from "../sca/basket-member.js";
import type { DetailRow } from "../sca/details.js";
import type { Records } from "../store/store.js";
import { currentConsent, movedConsent, putConsent } from "./consents.js";
import type { ConsentRecord } from "./model.js";
import { accessRows } from "./sca-details.js";
import { consentSubject } from "./sca-subject.js";

declare module "./model.js" {
  interface ConsentRecord {
    /** The signing basket whose SCA authorises it, if any (it has no authorisation of its own then). */
    basketId?: string;
  }
}

function stored(store: Records, ids: readonly string[]): ConsentRecord[] {
  return ids.flatMap((id) => {
    const consent = store.get("consents", id);
    return consent ? [consent] : [];
  });
}

/**
 * A consent's status as a basket counts it: waiting while `received`, refused when rejected (or ended
 * by the TPP before it was ever valid), authorised once it was valid, whatever came after.
 */
function asBasketCounts(consent: ConsentRecord): TransactionStatus {
  if (consent.consentStatus === "received") return "RCVD";
  if (consent.consentStatus === "valid") return "ACTC";
  const wasValid = consent.statusHistory.some((s) => s.consentStatus === "valid");
  if (wasValid) return "ACTC";
  return consent.consentStatus === "terminatedByTpp" ? "CANC" : "RJCT";
}

/**
 * Consents in signing baskets (Berlin Group consentIds; docs/decisions.md#signing-baskets): each id a
 * consent of this TPP, asked of the basket's PSU under its agreement, still `received`, with no
 * authorisation of its own (created with TPP-Explicit-Authorisation-Preferred: true, so only the
 * basket's SCA can decide it) and in no other basket. The basket's approval makes each valid as its
 * own SCA would, rejection or expiry each rejected.
 */
export const consentsInBaskets: BasketMember = {
  field: "consentIds",
  readField: "consents",
  noun: "consent",
  unknown: "CONSENT_UNKNOWN",
  admit(ctx, psu, ids) {
    return ids.flatMap((id, i): Violation[] => {
      const path = `consentIds[${i}]`;
      const found = ctx.store.get("consents", id);
      const consent = found && currentConsent(ctx, found);
      if (!consent) {
        const text = `no consent ${id} of this TPP; list the consentIds POST /v1/consents answered you`;
        return [{ code: "CONSENT_UNKNOWN", path, text }];
      }
      if (consent.psuCustomerId !== psu.customer.customerId || consent.agreementId !== psu.agreement.id) {
        const text = `consent ${id} was asked of another PSU or agreement than this basket's (PSU-ID ${psu.customer.customerId}); a basket holds one PSU's consents`;
        return [{ code: "REFERENCE_MIX_INVALID", path, text }];
      }
      if (consent.consentStatus !== "received") {
        const text = `consent ${id} is ${consent.consentStatus}; only consents still waiting for SCA (received) can be placed in a basket`;
        return [{ code: "REFERENCE_STATUS_INVALID", path, text }];
      }
      if (consent.basketId !== undefined) {
        const text = `consent ${id} is already in signing basket ${consent.basketId}; a consent is in one basket at most (DELETE that basket to free it)`;
        return [{ code: "REFERENCE_STATUS_INVALID", path, text }];
      }
      if (consent.authorisationIds.length > 0) {
        const text = `consent ${id} has an authorisation of its own; create it with TPP-Explicit-Authorisation-Preferred: true to authorise it in a basket`;
        return [{ code: "REFERENCE_STATUS_INVALID", path, text }];
      }
      return [];
    });
  },
  join: (store, ids, basketId) => stored(store, ids).map((c) => putConsent({ ...c, basketId })),
  leave: (store, ids) =>
    stored(store, ids).map((c) => {
      const { basketId: _gone, ...free } = c;
      return putConsent(free);
    }),
  status: (store, id) => {
    const consent = store.get("consents", id);
    return consent && asBasketCounts(consent);
  },
  covers: () => [],
  mayApprove: (store, ids, customer) =>
    stored(store, ids).every((c) => c.psuCustomerId === customer.customerId),
  shown(store, ids) {
    const consents = stored(store, ids);
    const rows: DetailRow[] = [{ label: "Consents", value: String(consents.length) }];
    return { rows: [...rows, ...consents.flatMap(accessRows)] };
  },
  // Each consent is decided as its own SCA would decide it: the subject's rules, this consent's.
  approve: (ctx, ids, authorisation, now) =>
    ids.flatMap((consentId) => consentSubject.approve(ctx, { ...authorisation, consentId }, now)),
  reject: (ctx, ids, authorisation, now) =>
    ids.flatMap((consentId) => consentSubject.reject(ctx, { ...authorisation, consentId }, now)),
  expire: (store, ids, _authorisation, now) =>
    stored(store, ids)
      .filter((c) => c.consentStatus === "received")
      .map((c) => putConsent(movedConsent(c, "sca-expired", now))),
};
