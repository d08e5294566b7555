import { defineInterface } from "../http/interface.js";
import { pageOperations, pageRoutes } from "./routes.js";

/** The landing page (/), the API reference (/docs) and the icon: for a person's browser, unsigned. */
export const pages = defineInterface({
  name: "pages",
  folder: "pages",
  floor: "composition",
  base: "/",
  defaults: { logged: false },
  operations: pageOperations,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  mount(app, operations) {
    app.route("/", pageRoutes(operations));
  },
  tags: [{ name: "About this sandbox", description: "This document, the docs page and the landing page." }],
});
