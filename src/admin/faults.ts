import { FaultRulesRequest } from "../faults/schema.js";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";

/**
 * PUT /__admin/faults replaces the fault rules (docs/faults.md); GET lists them with their hits and
 * what is left of `times`; DELETE clears them. POST /__admin/reset clears them too.
 */
export const adminSetFaults = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminSetFaults",
    method: "put",
    path: "/__admin/faults",
    summary: "Inject faults: errors and latency on matching requests",
    description:
      "Replaces the fault rules (docs/faults.md). A request a rule hits waits latencyMs, then gets the rule's status (500, 503 or 429 with the Error object) instead of the bank's answer, or goes on (latency only). The control API is never faulted.",
    body: FaultRulesRequest,
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The rules now in force.", body: a.FaultRulesAnswer } };
    },
    errors: ["FORMAT_ERROR"],
    handle: (c) => {
      const { rules } = c.req.valid("json");
      return c.json({ rules: c.get("ctx").faults.set(rules) });
    },
  }),
);

export const adminListFaults = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminListFaults",
    method: "get",
    path: "/__admin/faults",
    summary: "The fault rules, with their hits",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "The rules.", body: a.FaultRulesAnswer } };
    },
    handle: (c) => c.json({ rules: c.get("ctx").faults.list() }),
  }),
);

export const adminClearFaults = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminClearFaults",
    method: "delete",
    path: "/__admin/faults",
    summary: "Clear the fault rules",
    responses: { 204: { description: "Cleared." } },
    handle: (c) => {
      c.get("ctx").faults.clear();
      return c.body(null, 204);
    },
  }),
);
