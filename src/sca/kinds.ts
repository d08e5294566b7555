import type { PaymentRecord } from "../payments/model.js";
import type { AuthorisationKind } from "./model.js";

/** The two authorisation sub-resources of a payment and the path segment each lives under. */
export const kinds: readonly { kind: AuthorisationKind; segment: string }[] = [
  { kind: "payment", segment: "authorisations" },
  { kind: "cancellation", segment: "cancellation-authorisations" },
];

export function authorisationIdsOf(payment: PaymentRecord, kind: AuthorisationKind): readonly string[] {
  return kind === "payment" ? payment.authorisationIds : payment.cancellationAuthorisationIds;
}
