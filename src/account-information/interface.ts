import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { defineInterface } from "../http/interface.js";
import { mountOperations } from "../http/operation.js";
import { PSP_AI } from "../http/roles.js";
import { listed } from "../sca/index.js";
import { compactWhen, tppOwned } from "../store/registry.js";
import { accountReadOperations } from "./accounts/index.js";
import { consentAuthorisations } from "./authorisations.js";
import { expiredConsents } from "./batch.js";
import { consentsInBaskets } from "./basket-member.js";
import { isFinalConsent } from "./consent-status.js";
import { consentOperations } from "./index.js";
import type { ConsentRecord } from "./model.js";
import { consentSubject } from "./sca-subject.js";

/** The bank's account information (Berlin Group; docs/account-information.md): consents, then reads. */
export const accountInformation = defineInterface({
  name: "account information",
  folder: "account-information",
  floor: "resources",
  base: "/v1",
  signed: true,
  cors: true,
  defaults: { role: PSP_AI, logs: ["consentId", "authorisationId"] },
  operations: [...consentOperations, ...listed(consentAuthorisations), ...accountReadOperations],
  mount(app, operations) {
    const routes = new Hono<AppEnv>();
    mountOperations(routes, operations, "/v1");
    app.route("/v1", routes);
  },
  collections: {
    consents: {
      ...compactWhen(
        tppOwned((r: ConsentRecord) => r.consentId),
        (r) => isFinalConsent(r.consentStatus),
      ),
      label: "Consents",
    },
  },
  scaSubjects: [consentSubject],
  batchSteps: [expiredConsents],
  basketMembers: [consentsInBaskets],
  schemaNames: async () => (await import("./schema-names.js")).accountInformationSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    {
      name: "Consents",
      description:
        "Account information consents: what a TPP may read of a PSU's accounts, approved on the bank's SCA page.",
    },
    {
      name: "Accounts",
      description:
        "Accounts, their balances and transactions as a consent lets the TPP read them (Consent-ID).",
    },
    {
      name: "Card accounts",
      description: "Card accounts, their balances and card transactions as a consent lets the TPP read them.",
    },
  ],
});
