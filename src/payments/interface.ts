import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { defineInterface } from "../http/interface.js";
import { mountOperations } from "../http/operation.js";
import { PSP_PI } from "../http/roles.js";
import { listed } from "../sca/index.js";
import { bankOwned, compactWhen, tppOwned } from "../store/registry.js";
import { isFinal } from "../domain/transitions.js";
import { duePayments } from "./batch/due.js";
import { expiredScas } from "./batch/sweeps.js";
import { cancellationAuthorisations, paymentAuthorisations } from "./authorisations/parents.js";
import { cancellationSubject } from "./authorisations/cancellation-subject.js";
import { paymentSubject } from "./authorisations/payment-subject.js";
import { paymentsInBaskets } from "./basket-member.js";
import { type ExecutionRecord, executionKey, type OrderProgress } from "./executions.js";
import { paymentOperations } from "./index.js";
import type { DuplicateKeyRecord, PaymentRecord } from "./model.js";

/** The bank's payment initiation (interface 4.1-4.5, 4.8): payments, their authorisations and cancellations. */
export const paymentInitiation = defineInterface({
  name: "payment initiation",
  folder: "payments",
  floor: "resources",
  base: "/v1",
  signed: true,
  cors: true,
  defaults: { role: PSP_PI, logs: ["paymentId", "authorisationId"] },
  operations: [...paymentOperations, ...listed(paymentAuthorisations), ...listed(cancellationAuthorisations)],
  mount(app, operations) {
    const routes = new Hono<AppEnv>();
    mountOperations(routes, operations, "/v1");
    app.route("/v1", routes);
  },
  collections: {
    payments: compactWhen(
      tppOwned((r: PaymentRecord) => r.paymentId),
      (r) => isFinal(r.transactionStatus),
    ),
    /**
     * Standing order executions, one record each (a standing order's own record stays the same size
     * however long it runs). Never changed once made: kept compactly.
     */
    executions: compactWhen(
      tppOwned((r: ExecutionRecord) => executionKey(r.paymentId, r.n)),
      () => true,
    ),
    /** How far each standing order has run (one small record per order that executed). */
    orderProgress: tppOwned((r: OrderProgress) => r.paymentId),
    /**
     * The duplicate check's memory; its key already names the TPP, and no TPP reads it by id. One
     * per payment and read once per creation, so always kept compactly (in the data file).
     */
    duplicateKeys: compactWhen(
      bankOwned((r: DuplicateKeyRecord) => r.key),
      () => true,
    ),
  },
  scaSubjects: [paymentSubject, cancellationSubject],
  // SCAs not finished in time first (their payments are rejected before they could settle), then
  // the payments due.
  batchSteps: [expiredScas, duePayments],
  basketMembers: [paymentsInBaskets],
  schemaNames: async () => (await import("./schema-names.js")).paymentSchemaNames,
  examples: async () => (await import("./examples.json", { with: { type: "json" } })).default,
  tags: [
    {
      name: "Payments",
      description: "Payment initiation: SEPA, standing orders (periodic) and bulk (interface 4.1-4.5).",
    },
    { name: "Fee information", description: "What an instant payment would cost (interface 4.8)." },
    {
      name: "Payment authorisations",
      description:
        "Payment and cancellation authorisations: the PSU approves on the bank's SCA page (redirect).",
    },
  ],
});
