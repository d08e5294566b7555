import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { resetData } from "../sandbox/reset.js";
import { registerAccountStatus } from "./accounts.js";
import { registerBatchRuns } from "./batch-runs.js";
import { registerClock } from "./clock.js";
import { registerFaults } from "./faults.js";
import { adminGuard } from "./guard.js";
import { registerTpps } from "./tpps.js";

/** The control API (not the bank's interface; unsigned): health, reset, the clock, batch runs, account states, TPPs, faults. */
export function adminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(adminGuard);
  app.get("/health", (c) => {
    const { store, clock } = c.get("ctx");
    return c.json({
      status: "UP",
      now: clock.now().toISOString(),
      customers: store.values("customers").length,
    });
  });
  app.post("/reset", async (c) => {
    await resetData(c.get("ctx"));
    // A reset starts a test afresh: the faults of the last one would surprise the next.
    c.get("ctx").faults.clear();
    return c.body(null, 204);
  });
  registerClock(app);
  registerBatchRuns(app);
  registerAccountStatus(app);
  registerTpps(app);
  registerFaults(app);
  return app;
}
