/**
 * A test-only interface over `admitRead` (src/account-information/accounts/gate.ts), the entry point
 * the account reads call: GET /v1/probe-reads/{account-id}?read=…&withBalance=… runs every consent check
 * of a read and answers the consent it would go ahead under. It proves the checks through HTTP with
 * signed requests before (and apart from) the reads themselves.
 */
import { Hono } from "hono";
import { z } from "zod";
import { admitRead } from "../../src/account-information/accounts/gate.js";
import { apiError } from "../../src/errors.js";
import type { AppEnv } from "../../src/http/env.js";
import { defineInterface } from "../../src/http/interface.js";
import { defineOperation, mountOperations } from "../../src/http/operation.js";
import { PSP_AI } from "../../src/http/roles.js";

const probe = defineOperation({
  operationId: "probeAccountRead",
  method: "get",
  path: "/v1/probe-reads/{account-id}",
  tag: "Probe",
  summary: "Run the consent checks of one account read",
  params: z.object({ "account-id": z.string() }),
  query: z.object({
    read: z.enum(["list", "details", "balances", "transactions"]),
    withBalance: z.enum(["true", "false"]).optional(),
    // Stands for a read's own refusal after the count (a report's period): refuse=period.
    refuse: z.literal("period").optional(),
  }),
  responses: { 200: { description: "The consent the read goes ahead under." } },
  handle: (c) => {
    const { read, withBalance, refuse } = c.req.valid("query");
    const resourceId = c.req.valid("param")["account-id"];
    const balance = withBalance === "true";
    const admitted = admitRead(
      c,
      "accounts",
      read === "list"
        ? { read, withBalance: balance }
        : read === "balances"
          ? { read, resourceId }
          : { read, resourceId, withBalance: balance },
    );
    if (refuse) throw apiError("PERIOD_INVALID", "the probe refuses the period", "dateFrom");
    admitted.count();
    const { consent } = admitted;
    return c.json({ consentId: consent.consentId });
  },
});

export const readProbe = defineInterface({
  name: "read probe",
  folder: "../test/account-information",
  floor: "resources",
  base: "/v1",
  signed: true,
  defaults: { role: PSP_AI },
  operations: [probe],
  mount(app, operations) {
    const routes = new Hono<AppEnv>();
    mountOperations(routes, operations, "/v1");
    app.route("/v1", routes);
  },
});
