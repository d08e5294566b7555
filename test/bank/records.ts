import type { AccountRecord, CardAccountRecord, CustomerRecord } from "../../src/bank/model.js";
import { ibanFromBban } from "../../src/domain/iban.js";
import type { Store } from "../../src/store/store.js";
import { memoryStore } from "../store/helpers.js";

/** An account of customer "c-1", by its bban, with a balance in minor units. */
export function account(bban: string, fields: Partial<AccountRecord> = {}): AccountRecord {
  return {
    accountId: `acc-${bban}`,
    ownerCustomerId: "c-1",
    bban,
    iban: ibanFromBban("NO", bban),
    currency: "NOK",
    name: "Brukskonto",
    product: "Brukskonto",
    status: "enabled",
    balanceMinor: "100000",
    ...fields,
  };
}

export function cardAccount(fields: Partial<CardAccountRecord> = {}): CardAccountRecord {
  return {
    cardAccountId: "card-1",
    ownerCustomerId: "c-1",
    maskedPan: "525412******3241",
    name: "Mastercard",
    currency: "NOK",
    status: "enabled",
    creditLimitMinor: "5000000",
    balanceMinor: "-12345",
    ...fields,
  };
}

/** A store holding customer "c-1" with the given accounts and card accounts. */
export function bankWith(accounts: AccountRecord[], cards: CardAccountRecord[] = []): Store {
  const store = memoryStore();
  const customer: CustomerRecord = {
    customerId: "c-1",
    customerNumber: "01017012345",
    customerType: "PRIVATE",
    customerName: "Kari Nordmann",
    agreements: [{ id: "100000001", name: "Privatavtale", engagements: accounts.map((a) => a.accountId) }],
    accounts: accounts.map((a) => a.accountId),
    cardAccounts: cards.map((c) => c.cardAccountId),
  };
  store.put("customers", customer);
  for (const a of accounts) store.put("accounts", a);
  for (const c of cards) store.put("cardAccounts", c);
  return store;
}
