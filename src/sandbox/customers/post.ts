import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import { validBody } from "../../http/validate.js";
import { CreateCustomerRequest } from "./schema.js";
import { createCustomer } from "./service.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** POST /v1/sandbox/customers: 201 with the customer as GET shows it (2.9) and its Location. */
export function registerPostCustomer(app: Hono<AppEnv>): void {
  app.post("/", (c) => {
    const input = validBody(c, CreateCustomerRequest);
    const customer = createCustomer(bankContext(c).store, input);
    c.header("Location", link(c, `/v1/sandbox/customers/${customer.customerId}`).href);
    return c.json(customerView(c, customer), 201);
  });
}
