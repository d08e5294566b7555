import { describe, expect, it } from "vitest";
import { batchRunner } from "../../src/batch/runner.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { accountState, admin, approve, createApproved } from "../helpers/approve.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

describe("batch runs and clock moves with requests arriving meanwhile", () => {
  it("lose no write: every payment created during the moves is stored, every settled one debited once", async () => {
    // The move pauses between slices as often as it can (as it does on a busy machine), so creations
    // may land in its middle, while the clock shows one of its runs' times: their SCAs must outlast
    // the rest of the move (two days) for them to stay RCVD, whichever slice they land after.
    const bank = await openBank({ sca: { timeoutMinutes: 3 * 24 * 60 } });
    batchRunner(bank.sandbox.ctx).sliceMs = 0;
    const body = (n: number) =>
      sepaPayment({
        instructedAmount: { currency: "EUR", amount: `${10 + n}.00` },
        requestedExecutionDate: "2026-03-03",
      });
    const early = await Promise.all([0, 1, 2].map((n) => createApproved(bank, "sepa", body(n))));
    const during = Array.from({ length: 6 }, (_, n) =>
      bank.call("POST", SEPA_PATH, {
        body: sepaPayment({ instructedAmount: { currency: "EUR", amount: `${20 + n}.00` } }),
        headers: psuHeaders(PSU.private),
      }),
    );
    const [move, run, ...created] = await Promise.all([
      admin(bank, "PUT", "/clock", { advance: "P2D" }),
      admin(bank, "POST", "/batch-runs"),
      ...during,
    ]);
    expect(move.status, move.text).toBe(200);
    expect(run.status, run.text).toBe(200);
    const ids = created.map((answer) => expectBody(answer, 201, PaymentCreated).paymentId);
    const { store } = bank.sandbox.ctx;
    for (const id of ids) expect(store.get("payments", id)?.transactionStatus).toBe("RCVD");
    for (const { paymentId } of early)
      expect(store.get("payments", paymentId)?.transactionStatus).toBe("ACSC");
    for (const id of ids) await approve(bank, id);
    await admin(bank, "POST", "/batch-runs");
    for (const id of ids) expect(store.get("payments", id)?.transactionStatus).toBe("ACSC");
    // 3 + 6 payments of (10+11+12 + 20+…+25) = 168 EUR at 11.50, plus 9 fees of 25.00.
    const spent = 168 * 11.5 + 9 * 25;
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe((25000 - spent).toFixed(2));
    const debits = store
      .values("transactions")
      .filter((t) => t.paymentId !== undefined && t.amountMinor.startsWith("-"));
    expect(debits).toHaveLength(18);
  });

  it("settle a payment approved while a long clock move runs, in the move's later runs", async () => {
    const bank = await openBank();
    const runner = batchRunner(bank.sandbox.ctx);
    runner.sliceMs = 0; // pause as often as possible: the requests below are served between slices
    const move = admin(bank, "PUT", "/clock", { advance: "P5Y" });
    // Created and approved between the move's slices, after its runs listed the open payments.
    const { paymentId } = await createApproved(bank, "sepa", sepaPayment());
    expect(runner.busy, "the move was over before the approval: make it longer").toBe(true);
    expect((await move).status).toBe(200);
    const payment = bank.sandbox.ctx.store.get("payments", paymentId);
    expect(payment?.transactionStatus).toBe("ACSC");
    expect(payment?.statusHistory?.at(-1)?.batchRunId).toMatch(/^batch-/);
  });
});
