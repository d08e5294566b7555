import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { customerView } from "./view.js";
import { bankContext } from "../../http/bank.js";

/** GET /v1/sandbox/customers: every sandbox customer, so a TPP can find its test PSUs. */
export function registerListCustomers(app: Hono<AppEnv>): void {
  app.get("/", (c) => {
    const customers = bankContext(c).store.values("customers");
    return c.json({ customers: customers.map((customer) => customerView(c, customer)) });
  });
}
