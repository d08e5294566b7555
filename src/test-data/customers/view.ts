import type { Context } from "hono";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { CustomerRecord } from "../../bank/model.js";
import type { CustomerResponse } from "./schema.js";

export function customerView(c: Context<AppEnv>, customer: CustomerRecord): CustomerResponse {
  return {
    customerId: customer.customerId,
    customerNumber: customer.customerNumber,
    customerType: customer.customerType,
    customerName: customer.customerName,
    agreements: customer.agreements.map((a) => ({ id: a.id, name: a.name, engagements: [...a.engagements] })),
    accounts: [...customer.accounts],
    cardAccounts: [...customer.cardAccounts],
    _links: { self: link(c, `/v1/sandbox/customers/${customer.customerId}`, "GET") },
  };
}
