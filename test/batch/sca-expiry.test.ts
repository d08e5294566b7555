import { describe, expect, it } from "vitest";
import { batchSteps } from "../../src/batch/run.js";
import { BatchView } from "../../src/payments/batch/view.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { admin } from "../helpers/approve.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

describe("a batch run and SCAs nobody finished", () => {
  it("POST /__admin/batch-runs rejects a payment whose SCA timed out (RCVD -> RJCT, scaStatus failed)", async () => {
    const bank = await openBank();
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    const { paymentId } = expectBody(created, 201, PaymentCreated);
    const { store, clock } = bank.sandbox.ctx;
    const authorisationId = store.get("payments", paymentId)?.authorisationIds[0] ?? "";

    const early = await admin(bank, "POST", "/batch-runs");
    expect(early.body?.moved).toEqual([]);

    clock.advance(16 * 60_000);
    const late = await admin(bank, "POST", "/batch-runs");
    expect(late.body?.moved).toEqual([{ paymentId, from: "RCVD", to: "RJCT" }]);
    expect(store.get("authorisations", authorisationId)?.scaStatus).toBe("failed");
    expect(store.get("payments", paymentId)?.transactionStatus).toBe("RJCT");
  });
});

describe("expiring many SCAs in one run", () => {
  it("takes one step per authorisation, so a run can let other requests in between (a clock move over thousands)", async () => {
    const bank = await openBank();
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const created = await bank.call("POST", SEPA_PATH, {
        body: sepaPayment({ instructedAmount: { currency: "EUR", amount: `${n + 1}.00` } }),
        headers: psuHeaders(PSU.private),
      });
      ids.push(expectBody(created, 201, PaymentCreated).paymentId);
    }
    const { ctx } = bank.sandbox;
    const rejected = () =>
      ids.filter((id) => ctx.store.get("payments", id)?.transactionStatus === "RJCT").length;
    const steps = batchSteps(ctx, new Date(ctx.clock.now().getTime() + 16 * 60_000), [
      { store: ctx.store, view: new BatchView(ctx.store) },
    ]);
    const seen: number[] = [];
    for (let step = steps.next(); !step.done; step = steps.next()) seen.push(rejected());
    expect(seen.slice(0, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
