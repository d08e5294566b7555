import { randomUUID } from "node:crypto";
import { apiError } from "../../errors.js";
import type { CustomerRecord } from "../model.js";
import type { Records } from "../../store/store.js";
import { newAgreementId } from "../agreements/ids.js";
import type { CreateCustomerRequest } from "./schema.js";

/** The customer a customerNumber names (the number the PSU logs in with), if any. */
export function customerByNumber(store: Records, customerNumber: string): CustomerRecord | undefined {
  return store.findBy("customers", "customerNumber", customerNumber);
}

/** The customer a body's customerNumber names, or 404 RESOURCE_UNKNOWN at `customerNumber`. */
export function requireCustomer(store: Records, customerNumber: string): CustomerRecord {
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

/**
 * A new customer. A private customer gets its private agreement at once (every account it gets
 * joins it); a corporate one gets agreements through POST /v1/sandbox/agreements.
 */
export function createCustomer(store: Records, input: CreateCustomerRequest): CustomerRecord {
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
