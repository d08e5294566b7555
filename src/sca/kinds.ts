import type { PaymentRecord } from "../payments/model.js";
import type { AuthorisationKind } from "./model.js";

/** The kinds that are sub-resources of a payment (a psu authorisation belongs to none, a basket one to its basket). */
export type PaymentAuthorisationKind = Exclude<AuthorisationKind, "psu" | "basket">;

/** The two authorisation sub-resources of a payment and the path segment each lives under. */
export const kinds: readonly { kind: PaymentAuthorisationKind; segment: string }[] = [
  { kind: "payment", segment: "authorisations" },
  { kind: "cancellation", segment: "cancellation-authorisations" },
];

export function authorisationIdsOf(
  payment: PaymentRecord,
  kind: PaymentAuthorisationKind,
): readonly string[] {
  return kind === "payment" ? payment.authorisationIds : payment.cancellationAuthorisationIds;
}
