import { defineInterface } from "../../http/interface.js";
import { bankOwned, compactWhen, tppOwned } from "../../store/registry.js";
import type { AuthorisationRecord, PsuScaRecord } from "../model.js";
import { psuSubject } from "../psu-subject.js";
import { scaPageOperations, scaPageRoutes } from "./routes.js";

const decided = new Set<string>(["finalised", "failed", "exempted"]);

/**
 * The bank's SCA page (docs/decisions.md#sca), outside the bank's signed interface: the PSU's browser
 * opens it for an authorisation, which any bank may hold. It keeps the authorisations of every kind.
 */
export const scaPage = defineInterface({
  name: "SCA page",
  folder: "sca/page",
  floor: "SCA",
  base: "/sca",
  knownHostOnly: true,
  defaults: { heldBy: { collection: "authorisations", param: "authorisationId" }, logs: ["authorisationId"] },
  operations: scaPageOperations,
  mount(app, operations) {
    app.route("/sca", scaPageRoutes(operations));
  },
  collections: {
    authorisations: {
      ...compactWhen(
        tppOwned((r: AuthorisationRecord) => r.authorisationId),
        (r) => decided.has(r.scaStatus),
      ),
      label: "Authorisations",
    },
    psuSca: bankOwned((r: PsuScaRecord) => r.customerId),
  },
  scaSubjects: [psuSubject],
  schemaNames: async () => (await import("./schema-names.js")).scaPageSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    {
      name: "SCA page",
      description: "The bank's SCA page (HTML) the PSU's browser is sent to. Not signed.",
    },
  ],
});
