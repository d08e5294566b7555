import { defineInterface } from "../http/interface.js";
import { OpenApi, openapiRoutes, selfOperations } from "./routes.js";

/** The OpenAPI document (/openapi.json, /openapi.yaml): every operation of the app's list, itself too. */
export const openapi = defineInterface({
  name: "OpenAPI document",
  folder: "openapi",
  floor: "composition",
  base: "/",
  defaults: { logged: false },
  operations: (all) => selfOperations(all),
  schemaNames: async () => [["openApiDocument", OpenApi]],
  mount(app, operations) {
    app.route("/", openapiRoutes(operations));
  },
});
