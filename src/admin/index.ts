import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { resetData } from "../sandbox/reset.js";
import { registerAccountStatus } from "./accounts.js";
import { registerBatchRuns } from "./batch-runs.js";
import { registerClock } from "./clock.js";
import { registerDashboard } from "./dashboard/index.js";
import { registerFaults } from "./faults.js";
import { adminGuard } from "./guard.js";
import { ownOriginOnly } from "./origin.js";
import { registerPayments } from "./payments.js";
import { registerRequests } from "./requests.js";
import { registerSign } from "./sign.js";
import { registerTpps } from "./tpps.js";

/** The control API (not the bank's interface; unsigned): health, reset, the clock, batch runs, account states, TPPs, faults. */
export function adminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Another site's page is refused before any token or session is looked at.
  app.use(ownOriginOnly);
  app.use(adminGuard);
  app.get("/health", (c) => {
    const { store, clock, tenancy } = c.get("ctx");
    // DEGRADED: answering and journaling every change, but the data file is not being updated.
    const health = store.health();
    // Per TPP: the customers of every TPP's bank; the default bank counts until a TPP has one.
    const tppBanks = tenancy.tppBanks().map(({ id, store: bank }) => ({
      bankId: id,
      seededAt: bank.get("banks", id)?.seededAt,
      customers: bank.count("customers"),
      payments: bank.count("payments"),
    }));
    return c.json({
      status: health.status === "ok" ? "UP" : "DEGRADED",
      now: clock.now().toISOString(),
      customers:
        tppBanks.length > 0 ? tppBanks.reduce((n, bank) => n + bank.customers, 0) : store.count("customers"),
      banks: tppBanks.length,
      tppBanks,
      store: health,
    });
  });
  app.post("/reset", async (c) => {
    const ctx = c.get("ctx");
    // ?tpp=<organisationId> resets that TPP's bank only; without it every bank goes.
    const tpp = c.req.query("tpp");
    if (tpp !== undefined && tpp !== "") await ctx.tenancy.reset(tpp);
    else await resetData(ctx);
    // A reset starts a test afresh: the faults of the last one would surprise the next.
    ctx.faults.clear();
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
  registerSign(app);
  return app;
}
