import { defineInterface } from "../http/interface.js";
import { dashboardHome, dashboardOperations } from "./dashboard/index.js";
import { dashboard } from "./dashboard/overview.js";
import { adminOperations, adminRoutes } from "./index.js";

/** The dashboard's overview: `/__admin/` with its slash, which hono tells from `/__admin`. */
const HOME = "/__admin/";

/** The sandbox's own control API under /__admin (not the bank's; unsigned), with its dashboard. */
export const controlApi = defineInterface({
  name: "control API",
  folder: "admin",
  floor: "operations",
  base: "/__admin",
  knownHostOnly: true,
  limitBody: true,
  // The request log keeps its requests (not the log's own, nor the pages: each says so) without the
  // dashboard's credentials.
  defaults: { logSecrets: "form" },
  operations: [...adminOperations, dashboard, ...dashboardOperations],
  mount(app, operations) {
    app.route("/__admin", adminRoutes(operations.filter((op) => op.path !== HOME)));
    app.route(HOME, dashboardHome(operations.filter((op) => op.path === HOME)));
  },
  schemaNames: async () => (await import("./schema-names.js")).controlSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    {
      name: "Control API",
      description:
        "The sandbox's own control API under /__admin: NOT part of the bank's interface. Unsigned; guarded by adminToken when one is configured.",
    },
  ],
});
