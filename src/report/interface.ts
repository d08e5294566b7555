import { Hono } from "hono";
import { signedCallErrors } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { defineInterface } from "../http/interface.js";
import { mountOperations } from "../http/operation.js";
import { reportOperations } from "./route.js";

/**
 * The readiness report (GET /__admin/report and its dashboard page), beside the control API: it reads
 * every operation the app serves, so its operations are a function of the whole list. Listed after the
 * control API, whose origin check and guard (registered for /__admin/*) run first.
 */
export const readinessReport = defineInterface({
  name: "readiness report",
  folder: "report",
  floor: "composition",
  base: "/__admin",
  knownHostOnly: true,
  limitBody: true,
  // Someone watching it would fill the request log.
  defaults: { logged: false },
  operations: (all) => reportOperations(all, signedCallErrors),
  mount(app, operations) {
    const report = new Hono<AppEnv>();
    mountOperations(report, operations, "/__admin");
    app.route("/__admin", report);
  },
  schemaNames: async () => [["adminReadinessReport", (await import("./schema.js")).ReadinessReport]],
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
});
