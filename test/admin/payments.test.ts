import { describe, expect, it } from "vitest";
import type { StatusChange } from "../../src/payments/model.js";
import { createBasket, sepaPayments } from "../baskets/helpers.js";
import { admin, createApproved } from "../helpers/approve.js";
import { expectSchema, openBank } from "../helpers/calls.js";
import { BasketView, PaymentView } from "../../src/admin/views.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { customerNumberOf, decideSca } from "../helpers/sca.js";

type Step = Pick<StatusChange, "from" | "to" | "cause">;
const steps = (history: StatusChange[]): Step[] =>
  history.map(({ from, to, cause }) => ({ from, to, cause }));

describe("GET /__admin/payments/{paymentId}", () => {
  it("shows a settled payment's transitions with their causes, its authorisation and its booked debit", async () => {
    const bank = await openBank();
    const { paymentId } = await createApproved(bank, "sepa", sepaPayment());
    const run = await admin(bank, "POST", "/batch-runs");
    const view = await admin(bank, "GET", `/payments/${paymentId}`);
    expect(view.status, view.text).toBe(200);
    const body = expectSchema(PaymentView, view.body);
    expect(body.payment).toMatchObject({ paymentId, transactionStatus: "ACSC" });
    expect(steps(body.statusHistory)).toEqual([
      { from: "NEW", to: "RCVD", cause: "creation" },
      { from: "RCVD", to: "ACTC", cause: "sca-decision" },
      { from: "ACTC", to: "ACSP", cause: "batch-run" },
      { from: "ACSP", to: "ACSC", cause: "batch-run" },
    ]);
    const [created, approved, , settled] = body.statusHistory;
    expect(created?.by).toMatch(/^PSDNO-/);
    expect(approved).toMatchObject({
      by: expect.stringContaining(PSU.private.customerNumber),
      via: "sca-page",
    });
    expect(settled?.batchRunId).toBe(run.body?.runId);
    expect(body.authorisations.map((a) => a.scaStatus)).toEqual(["finalised"]);
    expect(body.transactions.length).toBeGreaterThan(0);
    expect(body.transactions.every((t) => t.paymentId === paymentId)).toBe(true);
  });

  it("records a DELETE before authorisation as a cancellation by the TPP", async () => {
    const bank = await openBank();
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    expect(created.status, created.text).toBe(201);
    const { paymentId } = created.body as { paymentId: string };
    expect((await bank.call("DELETE", `${SEPA_PATH}/${paymentId}`)).status).toBe(204);
    const history = (await admin(bank, "GET", `/payments/${paymentId}`)).body
      ?.statusHistory as StatusChange[];
    expect(steps(history).at(-1)).toEqual({ from: "RCVD", to: "CANC", cause: "cancellation" });
  });

  it("answers 404 RESOURCE_UNKNOWN for an unknown payment", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "GET", "/payments/nope");
    expect(answer.status).toBe(404);
    expect(answer.body?.code).toBe("RESOURCE_UNKNOWN");
  });
});

describe("GET /__admin/baskets/{basketId}", () => {
  it("derives the basket's status history from its payments: RCVD, then ACTC once its SCA is approved", async () => {
    const bank = await openBank();
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const done = await decideSca(
      bank,
      basket.scaRedirect,
      customerNumberOf(bank, PSU.private.customerId),
      "approve",
    );
    expect(done.status, done.text).toBe(303);
    const view = await admin(bank, "GET", `/baskets/${basket.basketId}`);
    expect(view.status, view.text).toBe(200);
    const history = expectSchema(BasketView, view.body).statusHistory;
    expect(history.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: "NEW", to: "RCVD" },
      { from: "RCVD", to: "ACTC" },
    ]);
  });
});
