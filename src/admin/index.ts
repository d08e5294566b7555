import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { resetData } from "../sandbox/reset.js";
import { registerAccountStatus } from "./accounts.js";
import { registerBatchRuns } from "./batch-runs.js";
import { registerClock } from "./clock.js";
import { registerDashboard } from "./dashboard/index.js";
import { registerFaults } from "./faults.js";
import { adminGuard } from "./guard.js";
import { registerPayments } from "./payments.js";
import { registerRequests } from "./requests.js";
import { registerTpps } from "./tpps.js";

/** The control API (not the bank's interface; unsigned): health, reset, the clock, batch runs, account states, TPPs, faults. */
export function adminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(adminGuard);
  app.get("/health", (c) => {
    const { store, clock } = c.get("ctx");
    // DEGRADED: answering and journaling every change, but the data file is not being updated.
    const health = store.health();
    return c.json({
      status: health.status === "ok" ? "UP" : "DEGRADED",
      now: clock.now().toISOString(),
      customers: store.values("customers").length,
      store: health,
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
  registerRequests(app);
  registerPayments(app);
  registerDashboard(app);
  registerTpps(app);
  registerFaults(app);
  return app;
}
