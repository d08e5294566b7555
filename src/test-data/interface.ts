import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { defineInterface } from "../http/interface.js";
import { mountOperations } from "../http/operation.js";
import { tppOwned } from "../store/registry.js";
import { checkAcceptFix } from "./fixes.js";
import { sandboxOperations } from "./index.js";
import type { TppContactRecord } from "./model.js";

/** The bank's sandbox data API (interface 4.8): its test customers, accounts, cards and transactions. */
export const testData = defineInterface({
  name: "test data",
  folder: "test-data",
  floor: "resources",
  base: "/v1/sandbox",
  signed: true,
  cors: true,
  operations: sandboxOperations,
  mount(app, operations) {
    const routes = new Hono<AppEnv>();
    routes.use(checkAcceptFix);
    mountOperations(routes, operations, "/v1/sandbox");
    app.route("/v1/sandbox", routes);
  },
  collections: {
    tppContacts: tppOwned((r: TppContactRecord) => r.tppId),
  },
  schemaNames: async () => (await import("./schema-names.js")).testDataSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    {
      name: "Sandbox data",
      description:
        "The bank's sandbox data API (interface 4.8): customers, agreements, accounts, cards, transactions.",
    },
  ],
});
