import { defineOperation } from "../http/operation.js";
import { CustomerListResponse } from "./customers/schema.js";
import { sandboxData } from "./doc-common.js";
import { customerView } from "./customers/view.js";
import { resetData } from "./reset.js";
import { bankContext } from "../http/bank.js";

/**
 * POST /v1/sandbox/initialize (interface 4.8): wipe and refill the sandbox with the default test data.
 * The shape is not shown; it answers 200 with the customers now in the sandbox so a test can go on
 * at once without another call.
 */
export const initializeSandbox = defineOperation({
  ...sandboxData,
  operationId: "initializeSandbox",
  method: "post",
  path: "/v1/sandbox/initialize",
  summary: "Reset to the default data",
  description: "Interface 4.8: wipes payments and data and refills the default customers, which it answers.",
  responses: { 200: { description: "The customers now in the sandbox.", body: CustomerListResponse } },
  handle: async (c) => {
    const ctx = bankContext(c);
    await resetData(ctx);
    const customers = ctx.store.values("customers").map((customer) => customerView(c, customer));
    return c.json({ customers });
  },
});
