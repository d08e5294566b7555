import { describe, expect, it } from "vitest";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { type Bank, openBank } from "../helpers/calls.js";
import { PSU, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { completePsuSca, decideSca } from "../helpers/sca.js";
import { createBasket, sepaPayments } from "../baskets/helpers.js";

type Move = { batchRuns: number; retention?: { removed: number } };

async function advance(bank: Bank, by: string): Promise<Move> {
  const move = await admin(bank, "PUT", "/clock", { advance: by });
  expect(move.status, move.text).toBe(200);
  return move.body as Move;
}

async function expectGone(bank: Bank, path: string): Promise<void> {
  const gone = await bank.call("GET", path);
  expect(gone.status, gone.text).toBe(404);
  expect(gone.body).toMatchObject({ tppMessages: [{ code: "RESOURCE_UNKNOWN" }] });
}

describe("store.retention on a clock move (PUT /__admin/clock)", () => {
  it("once the retention has passed, a final payment answers 404 RESOURCE_UNKNOWN, a non-final one stays, balances and booked transactions are unchanged", async () => {
    const bank = await openBank({ store: { retention: "P30D" } });
    const settled = await createApproved(bank, "sepa", sepaPayment());
    const waiting = await createApproved(bank, "sepa", sepaPayment({ requestedExecutionDate: "2027-01-04" }));
    await admin(bank, "POST", "/batch-runs");
    const { store } = bank.sandbox.ctx;
    const key = store.get("payments", settled.paymentId)?.duplicateKey ?? "";
    const before = await accountState(bank, PSU.private.brukskonto);

    expect((await advance(bank, "P29D")).retention).toEqual({ removed: 0 });
    expect((await bank.call("GET", settled.self)).status).toBe(200);
    expect((await advance(bank, "P2D")).retention).toEqual({ removed: 1 });

    await expectGone(bank, settled.self);
    await expectGone(bank, `${settled.self}/status`);
    // The control API's view of it too: removed, not half there.
    expect((await admin(bank, "GET", `/payments/${settled.paymentId}`)).status).toBe(404);
    const kept = await bank.call("GET", `${waiting.self}/status`);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ transactionStatus: "PDNG" });
    const after = await accountState(bank, PSU.private.brukskonto);
    expect(after.balance).toBe(before.balance);
    expect(after.listed.body).toEqual(before.listed.body);
    // The duplicate check no longer names it; the same payment again is a new payment, not a 409.
    expect(store.get("duplicateKeys", key)?.paymentIds ?? []).not.toContain(settled.paymentId);
    const again = await createApproved(bank, "sepa", sepaPayment());
    expect((await bank.call("GET", again.self)).status).toBe(200);
  });

  it("a settled basket goes with its payments and its authorisation", async () => {
    const bank = await openBank({ store: { retention: "P30D" } });
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    await admin(bank, "POST", "/batch-runs");
    expect((await bank.call("GET", `${basket.self}/status`)).status).toBe(200);

    expect((await advance(bank, "P31D")).retention).toEqual({ removed: 2 });

    await expectGone(bank, basket.self);
    await expectGone(bank, `${basket.self}/authorisations/${basket.authorisationId}`);
    for (const id of ids) await expectGone(bank, `${SEPA_PATH}/${id}`);
  });

  it("a decided PSU-level SCA (the bulk challenge) goes once old; the PSU's SCA validity record stays", async () => {
    const bank = await openBank({ store: { retention: "P30D" } });
    await completePsuSca(bank);
    const { store } = bank.sandbox.ctx;
    const psuLevel = () => store.values("authorisations").filter((a) => a.kind === "psu");
    expect(psuLevel()).toHaveLength(1);

    await advance(bank, "P31D");

    expect(psuLevel()).toEqual([]);
    expect(store.get("psuSca", PSU.corporate.customerId)).toBeDefined();
  });

  it("a move in which no batch run falls removes nothing, and without retention the answer has no retention", async () => {
    const bank = await openBank({ store: { retention: "PT1H" } });
    const settled = await createApproved(bank, "sepa", sepaPayment());
    await admin(bank, "POST", "/batch-runs");
    // 10:00 UTC on 2 March is 11:00 in Oslo; the next run is at 12:00.
    const quiet = await advance(bank, "PT30M");
    expect(quiet).toMatchObject({ batchRuns: 0 });
    expect(quiet.retention).toBeUndefined();
    expect((await bank.call("GET", settled.self)).status).toBe(200);

    const off = await openBank();
    expect((await advance(off, "P400D")).retention).toBeUndefined();
  });
});
