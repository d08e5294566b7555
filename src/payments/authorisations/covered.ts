import type { CustomerRecord } from "../../bank/model.js";
import type { AuthorisationRecord } from "../../sca/model.js";
import type { ScaSubject } from "../../sca/subject.js";
import type { Store } from "../../store/store.js";
import type { PaymentRecord } from "../model.js";

/** The payment a payment or cancellation authorisation is about, while it is stored. */
export function paymentOf(store: Store, authorisation: AuthorisationRecord): PaymentRecord | undefined {
  return authorisation.resource ? store.get("payments", authorisation.resource.paymentId) : undefined;
}

/**
 * Who may approve (docs/decisions.md#sca, "Who approves"): a customer holding each payment's agreement
 * with the debtor account among its engagements — the account's owner for a private payment, a user
 * of the corporate agreement (PSU-Corporate-ID) for a corporate one.
 */
export function mayApprove(payments: readonly PaymentRecord[], customer: CustomerRecord): boolean {
  if (payments.length === 0) return false;
  return payments.every((payment) =>
    customer.agreements.some(
      (a) => a.id === payment.agreementId && a.engagements.includes(payment.debtorAccountId),
    ),
  );
}

/** The page's text for a payment that moved on: its status now. */
export function movedOn(payment: PaymentRecord | undefined): string {
  return `The payment is now in status ${payment?.transactionStatus ?? "unknown"}. Nothing was changed.`;
}

export const tppName = (authorisation: AuthorisationRecord) =>
  authorisation.tppName ?? "a third-party provider";

/** What the payment and the cancellation subject share: one payment covered, approved by who may use it. */
export const onePayment: Pick<ScaSubject, "covers" | "refusal"> = {
  covers: (store, authorisation) => {
    const payment = paymentOf(store, authorisation);
    return payment ? [payment.paymentId] : [];
  },
  refusal: (store, authorisation, customer) => {
    const payment = paymentOf(store, authorisation);
    return payment && mayApprove([payment], customer)
      ? undefined
      : "the payment is not made from an account you may use";
  },
};
