import { describe, expect, it } from "vitest";
import { admin, createApproved } from "../helpers/approve.js";
import { expectStatus, openBank } from "../helpers/calls.js";
import { periodicPayment } from "../helpers/payments.js";

describe("a standing order over a long clock move", () => {
  const daily = periodicPayment({
    instructedAmount: { currency: "NOK", amount: "1.00" },
    startDate: "2026-03-03",
    frequency: "Daily",
    dayOfExecution: undefined,
  });

  it("keeps its record the same however many executions it makes; GET shows every one", async () => {
    const bank = await openBank();
    const { paymentId, self } = await createApproved(bank, "periodic", daily);
    const { store } = bank.sandbox.ctx;
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-03-05T10:00:00Z" }), 200);
    const early = store.get("payments", paymentId);
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-06-05T10:00:00Z" }), 200);
    expect(store.get("payments", paymentId)).toEqual(early);
    const read = await bank.call("GET", self);
    const executions = (read.body as { executions: { date: string }[] }).executions;
    expect(executions.length).toBeGreaterThan(60);
    expect(executions.at(-1)?.date).toBe("2026-06-05");
    expect(new Set(executions.map((e) => e.date)).size).toBe(executions.length);
  });

  it("is read from the store by none of the runs while only the batch writes (the view holds it)", async () => {
    const bank = await openBank();
    const { paymentId } = await createApproved(bank, "periodic", daily);
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-03-05T10:00:00Z" }), 200);
    const { store } = bank.sandbox.ctx;
    const get = store.get.bind(store);
    let reads = 0;
    store.get = ((c, id) => {
      if (c === "payments" && id === paymentId) reads++;
      return get(c, id);
    }) as typeof store.get;
    const move = await admin(bank, "PUT", "/clock", { now: "2026-04-05T10:00:00Z" });
    expectStatus(move, 200);
    // Five runs a day for a month; an execution on each banking day (Easter's days off included).
    expect(move.body).toMatchObject({ batchRuns: 156, executions: { total: 19, byStatus: { ACSC: 19 } } });
    expect(reads).toBe(0);
  });
});
