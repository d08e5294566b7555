import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { defineInterface } from "../http/interface.js";
import { mountOperations } from "../http/operation.js";
import { PSP_PI } from "../http/roles.js";
import { listed } from "../sca/index.js";
import { tppOwned } from "../store/registry.js";
import { basketAuthorisations } from "./authorisations.js";
import { basketOperations } from "./index.js";
import type { BasketRecord } from "./model.js";
import { basketSubject } from "./sca-subject.js";

/** Signing baskets (interface 2.6, 4.4): several payments of one PSU authorised with one SCA. */
export const signingBaskets = defineInterface({
  name: "signing baskets",
  folder: "baskets",
  floor: "resources",
  base: "/v1",
  signed: true,
  cors: true,
  // Signing baskets group payments: payment initiation's role.
  defaults: { role: PSP_PI, logs: ["basketId", "authorisationId"] },
  operations: [...basketOperations, ...listed(basketAuthorisations)],
  mount(app, operations) {
    const routes = new Hono<AppEnv>();
    mountOperations(routes, operations, "/v1");
    app.route("/v1", routes);
  },
  collections: {
    baskets: { ...tppOwned((r: BasketRecord) => r.basketId), label: "Signing baskets" },
  },
  scaSubjects: [basketSubject],
  schemaNames: async () => (await import("./schema-names.js")).basketSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    { name: "Signing baskets", description: "Several payments authorised with one SCA (interface 2.6)." },
  ],
});
