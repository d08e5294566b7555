import type { ScaSubject } from "./subject.js";

/**
 * The PSU-level SCA of a 401 Challenge (docs/decisions.md#sca, "PSU-level authorisation"): it covers
 * no payment, only the PSU it was asked of may confirm it, and it changes nothing but the PSU's SCA
 * validity (which `decide` renews for every approval).
 */
export const psuSubject: ScaSubject = {
  kind: "psu",
  purpose: "confirm your identity",
  step: "Confirm",
  covers: () => [],
  undecidable: () => undefined,
  refusal: (_store, authorisation, customer) =>
    customer.customerId === authorisation.psuCustomerId
      ? undefined
      : "this confirmation was asked of another customer",
  details: (_store, authorisation, validityDays) => ({
    title: "Confirm your identity",
    lead: [
      `Confirm your identity to ${authorisation.tppName ?? "a third-party provider"} for corporate payments`,
      ...(authorisation.agreementId ? [" under agreement ", { strong: authorisation.agreementId }] : []),
      `. It stays valid for ${validityDays} days.`,
    ],
    rows: [],
  }),
  approve: () => [],
  reject: () => [],
  expire: () => [],
};
