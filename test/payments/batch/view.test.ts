import { describe, expect, it } from "vitest";
import { BatchView } from "../../../src/payments/batch/view.js";
import type { TransactionStatus } from "../../../src/domain/transitions.js";
import type { PaymentRecord } from "../../../src/payments/model.js";
import type { AuthorisationRecord } from "../../../src/sca/model.js";
import type { Store } from "../../../src/store/store.js";
import { memoryStore } from "../../store/helpers.js";
import { paymentKind, paymentRecord } from "../../helpers/records.js";

/** A payment record with only what the view reads; `n` orders them by age. */
function payment(
  n: number,
  status: TransactionStatus,
  executionDate: string,
  service: PaymentRecord["service"] = "payments",
): PaymentRecord {
  return paymentRecord(paymentKind(service), {
    paymentId: `p${n}`,
    transactionStatus: status,
    statusHistory: [],
    executionDate,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    statusChangedAt: "2026-01-01T00:00:00.000Z",
  });
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
});

describe("BatchView: its lists last while only the batch writes", () => {
  const another = payment(8, "ACTC", "2026-03-01");
  const settled = { ...stored[2], transactionStatus: "ACSC" } as PaymentRecord;
  it.each([
    { when: "nothing was written", between: () => {}, ids: ["p2", "p4"], scans: 1 },
    {
      when: "another request wrote after the list was made",
      between: (store: Store) => store.put("payments", another),
      ids: ["p2", "p4", "p8"],
      scans: 2,
    },
    {
      when: "the batch settled p4 and handed it over at a pause",
      between: (store: Store, view: BatchView) => {
        store.put("payments", settled);
        view.paused(new Map([["payments", new Set(["p4"])]]));
      },
      ids: ["p2"],
      scans: 1,
    },
    {
      when: "another request wrote after a pause",
      between: (store: Store, view: BatchView) => {
        view.paused(new Map());
        store.put("payments", another);
      },
      ids: ["p2", "p4", "p8"],
      scans: 2,
    },
  ])("when $when: $ids, $scans scans", ({ between, ids, scans }) => {
    const store = memoryStore();
    for (const p of stored) store.put("payments", p);
    const active = store.active;
    let listed = 0;
    store.active = ((c: Parameters<typeof active>[0]) => {
      listed++;
      return active(c);
    }) as typeof active;
    const view = new BatchView(store);
    expect(view.openPayments("2026-03-01")).toEqual(["p2", "p4"]);
    between(store, view);
    expect(view.openPayments("2026-03-01")).toEqual(ids);
    expect(listed).toBe(scans);
  });

  it("drops the authorisations the batch decided at a pause, and lists them again after another request's write", () => {
    const store = memoryStore();
    const authorisation = (id: string, scaStatus: string) =>
      ({ authorisationId: id, scaStatus }) as AuthorisationRecord;
    store.put("authorisations", authorisation("a1", "received"));
    store.put("authorisations", authorisation("a2", "received"));
    const view = new BatchView(store);
    expect(view.waitingAuthorisations()).toEqual(["a1", "a2"]);
    store.put("authorisations", authorisation("a1", "failed"));
    view.paused(new Map([["authorisations", new Set(["a1"])]]));
    expect(view.waitingAuthorisations()).toEqual(["a2"]);
    store.put("authorisations", authorisation("a3", "received"));
    expect(view.waitingAuthorisations()).toEqual(["a2", "a3"]);
  });
});

describe("BatchView.payment: the open payment as it is now, without reading the store while it holds it", () => {
  const p4 = stored[2] as PaymentRecord;
  const changed = { ...p4, psuMessage: "changed" } as PaymentRecord;
  it.each([
    { when: "nothing was written since the scan", between: () => {}, held: true, expected: p4 },
    {
      when: "the batch stored it and held what it stored",
      between: (store: Store, view: BatchView) => {
        store.put("payments", changed);
        view.hold(changed);
        view.paused(new Map([["payments", new Set(["p4"])]]));
      },
      held: true,
      expected: changed,
    },
    {
      when: "a sweep changed it and said so",
      between: (store: Store, view: BatchView) => {
        view.paused(new Map());
        store.put("payments", changed);
        view.forget(["p4"]);
      },
      held: false,
      expected: changed,
    },
    {
      when: "another request wrote it after a pause",
      between: (store: Store, view: BatchView) => {
        view.paused(new Map());
        store.put("payments", changed);
      },
      held: false,
      expected: changed,
    },
  ])("when $when: held: $held", ({ between, held, expected }) => {
    const store = memoryStore();
    for (const p of stored) store.put("payments", p);
    const view = new BatchView(store);
    view.openPayments("2026-03-01");
    between(store, view);
    const get = store.get.bind(store);
    let reads = 0;
    store.get = ((c, id) => {
      reads++;
      return get(c, id);
    }) as typeof store.get;
    expect(view.payment("p4")).toEqual(expected);
    expect(reads).toBe(held ? 0 : 1);
  });
});

describe("BatchView.asleep: a standing order with nothing to do before a day is passed by", () => {
  it.each([
    { when: "before its day, nothing else written", today: "2026-03-09", between: () => {}, asleep: true },
    { when: "on its day", today: "2026-03-10", between: () => {}, asleep: false },
    {
      when: "another request wrote a payment",
      today: "2026-03-09",
      between: (store: Store) => store.put("payments", payment(8, "ACTC", "2026-03-01")),
      asleep: false,
    },
    {
      when: "a sweep changed it",
      today: "2026-03-09",
      between: (_: Store, view: BatchView) => view.forget(["p2"]),
      asleep: false,
    },
  ])("$when: asleep $asleep", ({ today, between, asleep }) => {
    const store = memoryStore();
    for (const p of stored) store.put("payments", p);
    const view = new BatchView(store);
    view.openPayments("2026-03-01");
    view.sleep("p2", "2026-03-10");
    between(store, view);
    expect(view.asleep("p2", today)).toBe(asleep);
  });
});
