import { z } from "zod";
import { Links } from "../../http/schemas.js";
import { NationalId, nonBlankText, Uuid } from "../../http/fields.js";

/** Sandbox customer as the bank shows it (interface 2.9). */
export const CustomerResponse = z
  .object({
    customerId: z.string(),
    customerNumber: z.string(),
    customerType: z.enum(["PRIVATE", "CORPORATE"]),
    customerName: z.string(),
    agreements: z.array(z.object({ id: z.string(), name: z.string(), engagements: z.array(z.string()) })),
    accounts: z.array(z.string()),
    cardAccounts: z.array(z.string()),
    _links: Links,
  })
  .strict();
export type CustomerResponse = z.infer<typeof CustomerResponse>;

export const CustomerListResponse = z.object({ customers: z.array(CustomerResponse) }).strict();

/** POST /v1/sandbox/customers (its shape is not shown in the interface; fields as 2.9 names them). */
export const CreateCustomerRequest = z
  .object({
    customerNumber: NationalId,
    customerName: nonBlankText(70),
    customerType: z.enum(["PRIVATE", "CORPORATE"]),
    customerId: Uuid.optional(),
  })
  .strict();
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequest>;
