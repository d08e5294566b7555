import { z } from "zod";
import type { Scenario } from "../scenarios/schema.js";

/**
 * Authorisation sub-resources (Berlin Group `.../authorisations` and `.../cancellation-authorisations`).
 * The bank uses the redirect approach with an implicit start: creating a payment creates its payment
 * authorisation, and cancelling an authorised payment creates a cancellation authorisation.
 */
export const ScaStatus = z.enum([
  "received",
  "psuIdentified",
  "psuAuthenticated",
  "scaMethodSelected",
  "started",
  "unconfirmed",
  "finalised",
  "failed",
  "exempted",
]);
export type ScaStatus = z.infer<typeof ScaStatus>;

/**
 * The kinds of authorisation, one key each: payment and cancellation authorise one payment; basket
 * every payment of a signing basket at once; psu is the PSU-level SCA of a 401 Challenge
 * (docs/decisions.md#sca, "401 Challenge scope"), which authorises no resource and renews the PSU's SCA
 * validity. An interface that starts another kind adds its key here by module augmentation (as
 * `Register` is filled in), with the fields its authorisations carry on `AuthorisationRecord`.
 */
export interface AuthorisationKinds {
  payment: true;
  cancellation: true;
  basket: true;
  psu: true;
}
export type AuthorisationKind = keyof AuthorisationKinds;

/** The resource an authorisation approves: one payment, addressed the way its links address it. */
export interface PaymentReference {
  service: string;
  product: string;
  paymentId: string;
}

export interface AuthorisationRecord {
  authorisationId: string;
  kind: AuthorisationKind;
  /** The payment approved (or cancelled); absent for a `basket` or `psu` authorisation. */
  resource?: PaymentReference;
  /** basket kind: the signing basket whose payments it approves. */
  basketId?: string;
  /** The TPP that created the resource; another TPP never sees the authorisation. */
  tppId: string;
  /** The TPP's name from its certificate, shown to the PSU on the SCA page. */
  tppName?: string;
  /** psu kind: the corporate agreement the challenged request acted under. */
  agreementId?: string;
  /** The PSU who must approve: the customerId of the payment's PSU. */
  psuCustomerId: string;
  scaStatus: ScaStatus;
  /** ISO timestamps on the sandbox clock. After `expiresAt` an unfinished SCA counts as failed. */
  createdAt: string;
  expiresAt: string;
  /** Where the SCA page sends the PSU back: `ok` after approval, `nok` (when given) after rejection. */
  redirect: { ok: string; nok?: string; preferred: boolean };
  /** When the PSU approved or rejected it (sandbox clock), and who (a customerId). */
  completedAt?: string;
  completedBy?: string;
  /** Where the PSU decided: the SCA page, or the dashboard acting as the PSU. */
  completedVia?: "sca-page" | "dashboard";
  /** X-Sandbox-Scenario of the payment it was created with (sca-abandoned, sca-failed: how it ends). */
  scenario?: Scenario;
}

/** When a customer last completed an SCA (any finalised one): the 180-day validity runs from it. */
export interface PsuScaRecord {
  customerId: string;
  lastScaAt: string;
}
