import { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { registerAuthorisationPages } from "./authorisations.js";
import { registerBankPages } from "./bank.js";
import { registerCustomerPages } from "./customers.js";
import { registerJournalPages } from "./journal.js";
import { registerLogin } from "./login.js";
import { adminGuard } from "../guard.js";
import { overview } from "./overview.js";
import { registerPaymentPages } from "./payments.js";

/**
 * The dashboard (`/__admin/` and `/__admin/ui/*`): served HTML without JavaScript, every value
 * escaped by hono/html, styles inline (nothing loaded from elsewhere), guarded like the control API.
 */
export function registerDashboard(app: Hono<AppEnv>): void {
  registerLogin(app);
  app.get("/", overview);
  registerPaymentPages(app);
  registerAuthorisationPages(app);
  registerBankPages(app);
  registerCustomerPages(app);
  registerJournalPages(app);
}

/** `/__admin/` with its slash (hono tells it from `/__admin`): the overview, guarded the same way. */
export function dashboardHome(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(adminGuard);
  app.get("/", overview);
  return app;
}
