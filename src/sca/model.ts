import { z } from "zod";

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

export type AuthorisationKind = "payment" | "cancellation";

/** The resource an authorisation approves: one payment, addressed the way its links address it. */
export interface PaymentReference {
  service: string;
  product: string;
  paymentId: string;
}

export interface AuthorisationRecord {
  authorisationId: string;
  kind: AuthorisationKind;
  resource: PaymentReference;
  /** The TPP that created the resource; another TPP never sees the authorisation. */
  tppId: string;
  /** The PSU who must approve: the customerId of the payment's PSU. */
  psuCustomerId: string;
  scaStatus: ScaStatus;
  /** ISO timestamps on the sandbox clock. After `expiresAt` an unfinished SCA counts as failed. */
  createdAt: string;
  expiresAt: string;
  /** Where the SCA page sends the PSU back: `ok` after approval, `nok` (when given) after rejection. */
  redirect: { ok: string; nok?: string; preferred: boolean };
}
