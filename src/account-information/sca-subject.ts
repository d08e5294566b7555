import { ApiError } from "../errors.js";
import { othersOpen } from "../sca/expiry.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { ScaSubject } from "../sca/subject.js";
import type { Records, StoreChange } from "../store/store.js";
import { replacedBy } from "./consent-status.js";
import { consentFacts } from "./facts.js";
import { grantAccess } from "./grant.js";
import { accessRows } from "./sca-details.js";
import { movedConsent, putConsent } from "./consents.js";
import type { ConsentRecord } from "./model.js";
import { consentPsu, psuAccounts } from "./psu-accounts.js";

function consentOf(store: Records, authorisation: AuthorisationRecord): ConsentRecord | undefined {
  return store.get("consents", authorisation.consentId ?? "");
}

/** What the PSU's approval would grant now, or why it cannot (an account closed since it was asked). */
function grantNow(store: Records, consent: ConsentRecord) {
  const psu = consentPsu(store, consent);
  if (!psu) return new ApiError("FORBIDDEN", [{ path: "PSU-ID", text: "the PSU is no customer any more" }]);
  return grantAccess(consent.access, psuAccounts(store, psu.customer, psu.agreement));
}

const tppName = (authorisation: AuthorisationRecord) => authorisation.tppName ?? "A third-party provider";

/**
 * A consent's SCA (docs/account-information.md, "Consent states"): the PSU it was asked of sees the
 * accounts and the access asked and approves (`valid`, with what it grants resolved from the PSU's
 * accounts as they are now) or rejects (`rejected`). An SCA that runs out of time rejects it when no
 * other authorisation of it is open. Approving a recurring consent expires the PSU's former recurring
 * consents for the same TPP in the same commit.
 */
export const consentSubject: ScaSubject = {
  kind: "consent",
  purpose: "give it access to your accounts",
  step: "Approve",
  covers: () => [],
  undecidable(store, authorisation) {
    const consent = consentOf(store, authorisation);
    if (!consent) return "The consent is gone. Nothing was changed.";
    if (consent.consentStatus !== "received") {
      return `The consent is now ${consent.consentStatus}. Nothing was changed.`;
    }
    const grant = grantNow(store, consent);
    if (grant instanceof ApiError) {
      const texts = grant.violations.map((v) => v.text).join("; ");
      return `The consent can no longer be given: ${texts}. Nothing was changed.`;
    }
    return undefined;
  },
  refusal: (store, authorisation, customer) =>
    consentOf(store, authorisation)?.psuCustomerId === customer.customerId
      ? undefined
      : "the consent was asked of another customer",
  details(store, authorisation) {
    const consent = consentOf(store, authorisation);
    return {
      title: "Give access to your accounts",
      lead: [
        `${tppName(authorisation)} asks to read these accounts of yours, as listed below, until `,
        { strong: consent?.validUntil ?? "its last day" },
        ":",
      ],
      rows: consent ? accessRows(consent) : [],
    };
  },
  approve(ctx, authorisation, now) {
    const consent = consentOf(ctx.store, authorisation);
    if (!consent) return [];
    const grant = grantNow(ctx.store, consent);
    if (grant instanceof ApiError) throw grant;
    const approved = movedConsent(consent, "sca-finalised", now, { granted: grant });
    const others = ctx.store.active("consents").map(consentFacts);
    const replaced = replacedBy(consentFacts(approved), others).flatMap((id) => {
      const former = ctx.store.get("consents", id);
      return former
        ? [putConsent(movedConsent(former, "replaced", now, { replacedBy: consent.consentId }))]
        : [];
    });
    return [putConsent(approved), ...replaced];
  },
  reject(ctx, authorisation, now) {
    const consent = consentOf(ctx.store, authorisation);
    return consent ? [putConsent(movedConsent(consent, "sca-failed", now))] : [];
  },
  expire(store, authorisation, now): StoreChange[] {
    const consent = consentOf(store, authorisation);
    if (consent?.consentStatus !== "received") return [];
    if (othersOpen(store, authorisation, consent.authorisationIds, now)) return [];
    return [putConsent(movedConsent(consent, "sca-expired", now))];
  },
};
