import { CustomerListResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/customers: every sandbox customer, so a TPP can find its test PSUs. */
export const listSandboxCustomers = defineOperation({
  ...sandboxData,
  operationId: "listSandboxCustomers",
  method: "get",
  path: "/v1/sandbox/customers",
  summary: "List the customers",
  description: "Every customer with its customerId (the PSU-ID), customer number, agreements and accounts.",
  responses: { 200: { description: "The customers.", body: CustomerListResponse } },
  handle: (c) => {
    const customers = bankContext(c).store.values("customers");
    return c.json({ customers: customers.map((customer) => customerView(c, customer)) });
  },
});
