import { describe, expect, it } from "vitest";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { type Bank, NOW, openBank } from "../helpers/calls.js";
import { PSU, sepaPayment } from "../helpers/payments.js";

const DAY = 86_400_000;

async function batchRun(bank: Bank) {
  const run = await admin(bank, "POST", "/batch-runs");
  expect(run.status, run.text).toBe(200);
  return run.body as { moved: unknown[]; retention?: { removed: number } };
}

/** A settled payment (ACSC, booked) and one that waits for a far execution date (PDNG). */
async function twoPayments(bank: Bank) {
  const settled = await createApproved(bank, "sepa", sepaPayment());
  const waiting = await createApproved(bank, "sepa", sepaPayment({ requestedExecutionDate: "2027-01-04" }));
  await batchRun(bank);
  return { settled, waiting };
}

describe("store.retention", () => {
  it("a batch run removes a final payment older than the retention, with its authorisation; balances and booked transactions stay", async () => {
    const bank = await openBank({ store: { retention: "P30D" } });
    const { settled, waiting } = await twoPayments(bank);
    const before = await accountState(bank, PSU.private.brukskonto);
    const authorisation =
      bank.sandbox.ctx.store.get("payments", settled.paymentId)?.authorisationIds[0] ?? "";

    bank.sandbox.ctx.clock.set(new Date(NOW.getTime() + 31 * DAY));
    expect((await batchRun(bank)).retention).toEqual({ removed: 1 });

    const gone = await bank.call("GET", settled.self);
    expect(gone.status, gone.text).toBe(404);
    expect(gone.body).toMatchObject({ tppMessages: [{ code: "RESOURCE_UNKNOWN" }] });
    expect((await bank.call("GET", `${settled.self}/authorisations/${authorisation}`)).status).toBe(404);
    expect((await bank.call("GET", waiting.self)).status).toBe(200);
    const after = await accountState(bank, PSU.private.brukskonto);
    expect(after.balance).toBe(before.balance);
    expect(after.listed.body).toEqual(before.listed.body);
  });

  it("keeps a final payment younger than the retention, and removes nothing when retention is off", async () => {
    const young = await openBank({ store: { retention: "P30D" } });
    const kept = (await twoPayments(young)).settled;
    young.sandbox.ctx.clock.set(new Date(NOW.getTime() + 29 * DAY));
    expect((await batchRun(young)).retention).toEqual({ removed: 0 });
    expect((await young.call("GET", kept.self)).status).toBe(200);

    const off = await openBank();
    const forever = (await twoPayments(off)).settled;
    off.sandbox.ctx.clock.set(new Date(NOW.getTime() + 3650 * DAY));
    expect((await batchRun(off)).retention).toBeUndefined();
    expect((await off.call("GET", forever.self)).status).toBe(200);
  });

  it("refuses a retention that is not an ISO 8601 duration", async () => {
    await expect(openBank({ store: { retention: "30 days" } })).rejects.toThrow(
      /store\.retention.*ISO 8601 duration/,
    );
  });
});
