import { CreateCustomerRequest, CustomerResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { link } from "../../http/links.js";
import { validBody } from "../../http/validate.js";
import { createCustomer } from "../../bank/customers.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** POST /v1/sandbox/customers: 201 with the customer as GET shows it (2.9) and its Location. */
export const createSandboxCustomer = defineOperation({
  ...sandboxData,
  operationId: "createSandboxCustomer",
  method: "post",
  path: "/v1/sandbox/customers",
  summary: "Create a customer",
  body: CreateCustomerRequest,
  responses: { 201: { description: "Created.", body: CustomerResponse, headers: ["Location"] } },
  errors: ["FORMAT_ERROR", "CONFLICT"],
  handle: (c) => {
    const input = validBody(c, CreateCustomerRequest);
    const customer = createCustomer(bankContext(c).store, input);
    c.header("Location", link(c, `/v1/sandbox/customers/${customer.customerId}`).href);
    return c.json(customerView(c, customer), 201);
  },
});
