import { randomInt, randomUUID } from "node:crypto";
import { newBban } from "../domain/account-number.js";
import { balanceToMinor } from "../domain/balance-amount.js";
import { bbanOfIban, ibanFromBban } from "../domain/iban.js";
import { apiError } from "../errors.js";
import type { AccountRecord, CustomerRecord } from "./model.js";
import type { Store } from "../store/store.js";
import { newAgreementId, requireCustomer } from "./customers.js";
import { change } from "../store/change.js";

/** A new account: its owner by customerNumber; everything else is made up when not given. */
export interface NewAccount {
  customerNumber: string;
  bban?: string | undefined;
  iban?: string | undefined;
  currency?: string | undefined;
  name?: string | undefined;
  product?: string | undefined;
  /** Decimal, in `currency`. */
  balance?: string | undefined;
  status?: AccountRecord["status"] | undefined;
  kidMandatory?: boolean | undefined;
}

/** The bank code of the sandbox's own accounts (the default data's accounts use it too). */
const BANK_CODE = "9710";

/**
 * A new account for the customer `customerNumber` names. Without bban or iban it gets a fresh valid
 * one. A private owner's account joins its private agreement at once; a corporate owner's joins
 * agreements only through POST /v1/sandbox/agreements.
 */
export function createAccount(
  store: Store,
  input: NewAccount,
): { account: AccountRecord; owner: CustomerRecord } {
  const owner = requireCustomer(store, input.customerNumber);
  const inUse = (bban: string) => store.findBy("accounts", "bban", bban) !== undefined;
  const given = input.bban ?? (input.iban === undefined ? undefined : bbanOfIban(input.iban));
  if (given !== undefined && inUse(given)) {
    const field = input.bban !== undefined ? "bban" : "iban";
    throw apiError("CONFLICT", `a sandbox account with ${field} ${input[field]} exists already`, field);
  }
  const bban = given ?? newBban(BANK_CODE, inUse, randomInt);
  const currency = input.currency ?? "NOK";
  const product = input.product ?? (currency === "NOK" ? "Brukskonto" : `Valutakonto ${currency}`);
  const account: AccountRecord = {
    accountId: randomUUID(),
    ownerCustomerId: owner.customerId,
    bban,
    iban: ibanFromBban("NO", bban),
    currency,
    name: input.name ?? product,
    product,
    status: input.status ?? "enabled",
    balanceMinor: balanceToMinor(input.balance ?? "0", currency).toString(),
    ...(input.kidMandatory ? { kidMandatory: true } : {}),
  };
  const updated: CustomerRecord = { ...owner, accounts: [...owner.accounts, account.accountId] };
  if (owner.customerType === "PRIVATE") updated.agreements = joinPrivateAgreement(store, owner, account);
  store.commit([change.put("accounts", account), change.put("customers", updated)]);
  return { account, owner: updated };
}

function joinPrivateAgreement(store: Store, owner: CustomerRecord, account: AccountRecord) {
  const [first, ...rest] = owner.agreements;
  if (!first) {
    return [
      {
        id: newAgreementId(store),
        name: `Privatavtale ${owner.customerName}`,
        engagements: [account.accountId],
      },
    ];
  }
  return [{ ...first, engagements: [...first.engagements, account.accountId] }, ...rest];
}
