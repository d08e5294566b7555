import { describe, expect, it } from "vitest";
import { BatchView } from "../../src/batch/view.js";
import type { PaymentRecord } from "../../src/payments/model.js";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { memoryStore } from "../store/helpers.js";

/** A payment record with only what the view reads; `n` orders them by age. */
function payment(
  n: number,
  status: TransactionStatus,
  executionDate: string,
  service: PaymentRecord["service"] = "payments",
): PaymentRecord {
  return {
    paymentId: `p${n}`,
    service,
    product: "sepa-credit-transfers",
    tppId: "tpp",
    psuCustomerId: "c",
    agreementId: "a",
    debtorAccountId: "d",
    request: {},
    transactionStatus: status,
    statusHistory: [],
    authorisationIds: [],
    cancellationAuthorisationIds: [],
    acceptFixes: [],
    fee: { transactionFeeIndicator: false },
    executionDate,
    duplicateKey: "k",
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    statusChangedAt: "2026-01-01T00:00:00.000Z",
  } as PaymentRecord;
}

const stored = [
  payment(5, "PDNG", "2026-03-10"),
  payment(1, "PDNG", "2026-03-02"),
  payment(4, "ACTC", "2026-03-01"),
  payment(2, "PDNG", "2027-01-01", "periodic-payments"),
  payment(3, "RCVD", "2026-03-01"),
  payment(6, "ACSC", "2026-03-01"),
  payment(7, "PDNG", "2026-03-02"),
];

describe("BatchView.openPayments: what a run on a day looks at", () => {
  it.each([
    { today: "2026-02-28", ids: ["p2"] },
    { today: "2026-03-01", ids: ["p2", "p4"] },
    { today: "2026-03-02", ids: ["p1", "p2", "p4", "p7"] },
    { today: "2026-03-09", ids: ["p1", "p2", "p4", "p7"] },
    { today: "2026-03-10", ids: ["p1", "p2", "p4", "p5", "p7"] },
  ])("on $today: the standing orders and the open payments due by then, oldest first", ({ today, ids }) => {
    const store = memoryStore();
    for (const p of stored) store.put("payments", p);
    expect(new BatchView(store).openPayments(today)).toEqual(ids);
  });

  it("sees what changed once refreshed, and not before", () => {
    const store = memoryStore();
    for (const p of stored) store.put("payments", p);
    const view = new BatchView(store);
    expect(view.openPayments("2026-03-01")).toEqual(["p2", "p4"]);
    store.put("payments", payment(8, "ACTC", "2026-03-01"));
    expect(view.openPayments("2026-03-01")).toEqual(["p2", "p4"]);
    view.refresh();
    expect(view.openPayments("2026-03-01")).toEqual(["p2", "p4", "p8"]);
  });
});
