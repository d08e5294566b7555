import { randomInt, randomUUID } from "node:crypto";
import { apiError } from "../errors.js";
import type { Store } from "../store/store.js";
import type { AccountRecord, CardAccountRecord, CustomerRecord, CustomerType } from "./model.js";

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

/** A new customer; its id is made up when not given. */
export interface NewCustomer {
  customerNumber: string;
  customerName: string;
  customerType: CustomerType;
  customerId?: string | undefined;
}

/**
 * A new customer. A private customer gets its private agreement at once (every account it gets
 * joins it); a corporate one gets agreements through POST /v1/sandbox/agreements.
 */
export function createCustomer(store: Store, input: NewCustomer): CustomerRecord {
  if (customerByNumber(store, input.customerNumber)) {
    throw apiError(
      "CONFLICT",
      `a sandbox customer with customerNumber ${input.customerNumber} exists already; customer numbers are unique`,
      "customerNumber",
    );
  }
  // Stored in lower case: a UUID's canonical form, and what PSU-ID must then carry.
  const customerId = input.customerId?.toLowerCase() ?? randomUUID();
  if (store.get("customers", customerId)) {
    throw apiError(
      "CONFLICT",
      `a sandbox customer with customerId ${customerId} exists already`,
      "customerId",
    );
  }
  const privateAgreement = {
    id: newAgreementId(store),
    name: `Privatavtale ${input.customerName}`,
    engagements: [],
  };
  const customer: CustomerRecord = {
    customerId,
    customerNumber: input.customerNumber,
    customerType: input.customerType,
    customerName: input.customerName,
    agreements: input.customerType === "PRIVATE" ? [privateAgreement] : [],
    accounts: [],
    cardAccounts: [],
  };
  store.put("customers", customer);
  return customer;
}
