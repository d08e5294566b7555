import { randomInt } from "node:crypto";
import { apiError } from "../errors.js";
import type { Store } from "../store/store.js";
import type { AccountRecord, CardAccountRecord, CustomerRecord } from "./model.js";

/** The customer a customerNumber names (the number the PSU logs in with), if any. */
export function customerByNumber(store: Store, customerNumber: string): CustomerRecord | undefined {
  return store.findBy("customers", "customerNumber", customerNumber);
}

/** The customer a body's customerNumber names, or 404 RESOURCE_UNKNOWN at `customerNumber`. */
export function requireCustomer(store: Store, customerNumber: string): CustomerRecord {
  const customer = customerByNumber(store, customerNumber);
  if (!customer) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox customer has customerNumber ${customerNumber}; create one with POST /v1/sandbox/customers`,
      "customerNumber",
    );
  }
  return customer;
}

/** The owner of an account or card account; the store keeps them together, so a missing one is a broken store. */
export function ownerOf(store: Store, held: AccountRecord | CardAccountRecord): CustomerRecord {
  const owner = store.get("customers", held.ownerCustomerId);
  if (!owner) {
    const id = "accountId" in held ? `account ${held.accountId}` : `card account ${held.cardAccountId}`;
    throw new Error(`${id} has no owner ${held.ownerCustomerId}`);
  }
  return owner;
}

/** The customer's accounts, in the order they were opened (a missing id is skipped). */
export function accountsOf(store: Store, customer: CustomerRecord): AccountRecord[] {
  return customer.accounts.flatMap((id) => store.get("accounts", id) ?? []);
}

/** The customer's card accounts, in the order they were opened (a missing id is skipped). */
export function cardAccountsOf(store: Store, customer: CustomerRecord): CardAccountRecord[] {
  return customer.cardAccounts.flatMap((id) => store.get("cardAccounts", id) ?? []);
}

/** Every agreement id in the sandbox: an id is what PSU-Corporate-ID names, so it is unique bank-wide. */
export function agreementIds(store: Store): Set<string> {
  return new Set(store.values("customers").flatMap((c) => c.agreements.map((a) => a.id)));
}

/** A new 9-digit agreement id (the shape of the default data's, an organisation number's length). */
export function newAgreementId(store: Store): string {
  const taken = agreementIds(store);
  for (;;) {
    const id = String(randomInt(100_000_000, 1_000_000_000));
    if (!taken.has(id)) return id;
  }
}
