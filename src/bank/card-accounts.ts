import { randomInt, randomUUID } from "node:crypto";
import { balanceToMinor } from "../domain/balance-amount.js";
import type { CardAccountRecord, CustomerRecord } from "./model.js";
import type { Store } from "../store/store.js";
import { requireCustomer } from "./customers.js";
import { change } from "../store/change.js";

/** A Mastercard-like masked PAN: the first six and last four digits shown, as the default data's. */
function newMaskedPan(): string {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");
  return `5${digits(5)}******${digits(4)}`;
}

/** A new card account: its owner by customerNumber; limit and balance are decimals in `currency`. */
export interface NewCardAccount {
  customerNumber: string;
  name: string;
  currency: string;
  creditLimit: string;
  balance?: string | undefined;
  maskedPan?: string | undefined;
}

/** A new card account, added to its owner's cardAccounts. */
export function createCardAccount(
  store: Store,
  input: NewCardAccount,
): { card: CardAccountRecord; owner: CustomerRecord } {
  const owner = requireCustomer(store, input.customerNumber);
  const card: CardAccountRecord = {
    cardAccountId: randomUUID(),
    ownerCustomerId: owner.customerId,
    maskedPan: input.maskedPan ?? newMaskedPan(),
    name: input.name,
    currency: input.currency,
    status: "enabled",
    creditLimitMinor: balanceToMinor(input.creditLimit, input.currency).toString(),
    balanceMinor: balanceToMinor(input.balance ?? "0", input.currency).toString(),
  };
  const updated: CustomerRecord = { ...owner, cardAccounts: [...owner.cardAccounts, card.cardAccountId] };
  store.commit([change.put("cardAccounts", card), change.put("customers", updated)]);
  return { card, owner: updated };
}
