import { describe, expect, it } from "vitest";
import { basketHistory } from "../../src/baskets/history.js";
import type { PaymentRecord, StatusChange } from "../../src/payments/model.js";

const T0 = "2026-03-03T10:00:00.000Z";
const T1 = "2026-03-03T10:00:01.000Z";
const created = (at: string): StatusChange =>
  ({ at, from: "NEW", to: "RCVD", event: "created", cause: "creation" }) as unknown as StatusChange;
const approved = (at: string): StatusChange =>
  ({
    at,
    from: "RCVD",
    to: "ACTC",
    event: "sca-finalised",
    cause: "sca-decision",
  }) as unknown as StatusChange;
const payment = (paymentId: string, history: StatusChange[]): PaymentRecord =>
  ({
    paymentId,
    transactionStatus: history.at(-1)?.to ?? "RCVD",
    statusHistory: history,
  }) as unknown as PaymentRecord;

describe("basketHistory", () => {
  it.each([
    ["payments made before the basket, SCA decided later", T0, "2026-03-03T10:00:00.500Z", T1],
    ["basket made and its SCA decided in one millisecond", T0, T1, T1],
    ["payments, basket and SCA all in one millisecond", T1, T1, T1],
  ])("%s: RCVD from the basket's creation, then ACTC", (_, paymentsAt, basketAt, decidedAt) => {
    const payments = ["a", "b"].map((id) => payment(id, [created(paymentsAt), approved(decidedAt)]));
    expect(basketHistory(payments, basketAt).map(({ at, from, to }) => ({ at, from, to }))).toEqual([
      { at: basketAt, from: "NEW", to: "RCVD" },
      { at: decidedAt, from: "RCVD", to: "ACTC" },
    ]);
  });

  it("a payment already decided before the basket was made counts with that status", () => {
    const payments = [payment("a", [created(T0), approved(T0)]), payment("b", [created(T0)])];
    // One payment ACTC, one RCVD: partially accepted from the start.
    expect(basketHistory(payments, T1).map(({ from, to }) => ({ from, to }))).toEqual([
      { from: "NEW", to: "PATC" },
    ]);
  });
});
