import { randomUUID } from "node:crypto";
import { apiError } from "../../errors.js";
import type { CustomerRecord } from "../../bank/model.js";
import type { Store } from "../../store/store.js";
import { customerByNumber, newAgreementId } from "../../bank/customers.js";
import type { CreateCustomerRequest } from "./schema.js";

/**
 * A new customer. A private customer gets its private agreement at once (every account it gets
 * joins it); a corporate one gets agreements through POST /v1/sandbox/agreements.
 */
export function createCustomer(store: Store, input: CreateCustomerRequest): CustomerRecord {
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
