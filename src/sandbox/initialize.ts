import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { customerView } from "./customers/view.js";
import { resetData } from "./reset.js";
import { bankContext } from "../http/bank.js";

/**
 * POST /v1/sandbox/initialize (interface 4.8): wipe and refill the sandbox with the default test data.
 * The shape is not shown; it answers 200 with the customers now in the sandbox so a test can go on
 * at once without another call.
 */
export function registerInitialize(app: Hono<AppEnv>): void {
  app.post("/initialize", async (c) => {
    const ctx = bankContext(c);
    await resetData(ctx);
    const customers = ctx.store.values("customers").map((customer) => customerView(c, customer));
    return c.json({ customers });
  });
}
