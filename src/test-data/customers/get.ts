import { z } from "zod";
import { CustomerResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { apiError } from "../../errors.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/customers/{customerId} (interface 4.7). */
export const getSandboxCustomer = defineOperation({
  ...sandboxData,
  operationId: "getSandboxCustomer",
  method: "get",
  path: "/v1/sandbox/customers/{customerId}",
  summary: "Read a customer",
  params: z.object({ customerId: z.string().describe("The customer's customerId (its PSU-ID)") }),
  responses: { 200: { description: "The customer.", body: CustomerResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const id = c.req.param("customerId");
    const customer = bankContext(c).store.get("customers", id);
    if (!customer) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `no sandbox customer ${id}; list them with GET /v1/sandbox/customers`,
        "customerId",
      );
    }
    return c.json(customerView(c, customer));
  },
});
