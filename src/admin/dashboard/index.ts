import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { mountOperations, type Operation } from "../../http/operation.js";
import { adminGuard } from "../guard.js";
import { dashboardAccount } from "./accounts.js";
import { dashboardConsent, dashboardConsents, dashboardRevokeConsent } from "./consents.js";
import { dashboardAuthorisations, dashboardDecide } from "./authorisations.js";
import { dashboardMoveClock, dashboardRunBatch } from "./bank.js";
import { dashboardCustomer, dashboardCustomers } from "./customers.js";
import { dashboardClearRequests, dashboardRequest, dashboardRequests } from "./journal.js";
import { dashboardLogin, dashboardLoginPage, dashboardLogout } from "./login.js";
import { dashboardWithoutSlash } from "./overview.js";
import { dashboardPayment, dashboardPayments } from "./payments.js";

/** The dashboard's pages and forms under the control API (`/__admin` and `/__admin/ui/*`). */
export const dashboardOperations: readonly Operation[] = [
  dashboardWithoutSlash,
  dashboardLoginPage,
  dashboardLogin,
  dashboardLogout,
  dashboardPayments,
  dashboardPayment,
  dashboardConsents,
  dashboardConsent,
  dashboardRevokeConsent,
  dashboardAuthorisations,
  dashboardDecide,
  dashboardRunBatch,
  dashboardMoveClock,
  dashboardCustomers,
  dashboardCustomer,
  dashboardAccount,
  dashboardRequests,
  dashboardRequest,
  dashboardClearRequests,
];

/**
 * `/__admin/` with its slash (hono tells it from `/__admin`): the dashboard's overview, guarded like
 * the control API. The dashboard is served HTML without JavaScript, every value escaped by hono/html,
 * styles inline (nothing loaded from elsewhere).
 */
export function dashboardHome(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(adminGuard);
  mountOperations(app, operations, "/__admin/");
  return app;
}
