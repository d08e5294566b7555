import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { defineOperation, mountOperations, type Operation } from "../http/operation.js";
import { resetData } from "../test-data/reset.js";
import { adminSetAccountStatus } from "./accounts.js";
import { adminSetConsentStatus } from "./consents.js";
import { adminListBatchRuns, adminRunBatch } from "./batch-runs.js";
import { adminGetClock, adminMoveClock } from "./clock.js";
import { requireCsrf } from "./dashboard/csrf.js";
import { adminClearFaults, adminListFaults, adminSetFaults } from "./faults.js";
import { adminGuard } from "./guard.js";
import { admin, answers, tppBank } from "./operation-parts.js";
import { ownOriginOnly } from "./origin.js";
import { adminGetBasket, adminGetPayment } from "./payments.js";
import { adminClearRequests, adminGetRequest, adminListRequests } from "./requests.js";
import { adminListSigners, adminSign, signForOwnPagesOnly } from "./sign.js";
import { adminShutdown } from "./shutdown.js";
import { adminForgetTpp, adminListTpps } from "./tpps.js";

/** The control API (not the bank's interface; unsigned): health, reset, the clock, batch runs, account states, TPPs, faults, shutdown. */
export function adminRoutes(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Another site's page is refused before any token or session is looked at.
  app.use(ownOriginOnly);
  app.use(adminGuard);
  app.use("/sign", signForOwnPagesOnly);
  // The dashboard's forms (`/__admin/ui/*`) carry the session's CSRF token.
  app.use("/ui/*", requireCsrf);
  mountOperations(app, operations, "/__admin");
  return app;
}

export const adminHealth = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminHealth",
    method: "get",
    path: "/__admin/health",
    summary: "Is the sandbox up",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "Up, with the bank's clock.", body: a.HealthAnswer } };
    },
    handle: (c) => {
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
          tppBanks.length > 0
            ? tppBanks.reduce((n, bank) => n + bank.customers, 0)
            : store.count("customers"),
        banks: tppBanks.length,
        tppBanks,
        store: health,
      });
    },
  }),
);

export const adminReset = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminReset",
    method: "post",
    path: "/__admin/reset",
    query: tppBank,
    summary: "Back to the default data",
    description: "What POST /v1/sandbox/initialize does, unsigned.",
    responses: { 204: { description: "Reset." } },
    handle: async (c) => {
      const ctx = c.get("ctx");
      // ?tpp=<organisationId> resets that TPP's bank only; without it every bank goes.
      const { tpp } = c.req.valid("query");
      if (tpp !== undefined && tpp !== "") await ctx.tenancy.reset(tpp);
      else await resetData(ctx);
      // A reset starts a test afresh: the faults of the last one would surprise the next.
      ctx.faults.clear();
      return c.body(null, 204);
    },
  }),
);

/** Every control call, in the document's order (their paths differ, so the router's order is free). */
export const adminOperations: readonly Operation[] = [
  adminHealth,
  adminReset,
  adminGetClock,
  adminMoveClock,
  adminRunBatch,
  adminListBatchRuns,
  adminSetAccountStatus,
  adminSetConsentStatus,
  adminListTpps,
  adminForgetTpp,
  adminSetFaults,
  adminListFaults,
  adminClearFaults,
  adminListRequests,
  adminGetRequest,
  adminClearRequests,
  adminGetPayment,
  adminGetBasket,
  adminListSigners,
  adminSign,
  adminShutdown,
];
