import { cardAccountsOf } from "../bank/customers.js";
import type { AccountRecord, Agreement, CustomerRecord } from "../bank/model.js";
import type { Records } from "../store/store.js";
import type { PsuAccount } from "./grant.js";

/**
 * The ISO 20022 cash account type of an account: savings products are SVGS, every other account of
 * the bank a current account (CACC); card accounts are CARD.
 */
export function cashAccountTypeOf(account: Pick<AccountRecord, "product">): string {
  return /^sparekonto/i.test(account.product) ? "SVGS" : "CACC";
}

/**
 * The accounts a PSU may give a TPP access to, as `grantAccess` reads them: the accounts of the
 * agreement it acts under (the payments' rule of who may use an account) and its own card accounts.
 */
export function psuAccounts(store: Records, customer: CustomerRecord, agreement: Agreement): PsuAccount[] {
  const accounts = agreement.engagements.flatMap((id) => store.get("accounts", id) ?? []);
  const cards = cardAccountsOf(store, customer);
  return [
    ...accounts.map((a) => ({
      resourceId: a.accountId,
      bban: a.bban,
      iban: a.iban,
      currency: a.currency,
      status: a.status,
      cashAccountType: cashAccountTypeOf(a),
    })),
    ...cards.map((card) => ({
      resourceId: card.cardAccountId,
      maskedPan: card.maskedPan,
      currency: card.currency,
      status: card.status,
      cashAccountType: "CARD",
    })),
  ];
}

/** The customer and agreement a consent was made for, while the bank still has them. */
export function consentPsu(
  store: Records,
  consent: { psuCustomerId: string; agreementId: string },
): { customer: CustomerRecord; agreement: Agreement } | undefined {
  const customer = store.get("customers", consent.psuCustomerId);
  const agreement = customer?.agreements.find((a) => a.id === consent.agreementId);
  return customer && agreement ? { customer, agreement } : undefined;
}
