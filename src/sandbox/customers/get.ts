import type { Hono } from "hono";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/customers/{customerId} (interface 4.7). */
export function registerGetCustomer(app: Hono<AppEnv>): void {
  app.get("/:customerId", (c) => {
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
  });
}
