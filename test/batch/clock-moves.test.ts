import { describe, expect, it } from "vitest";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { runsOfMove } from "../helpers/batch-runs.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { periodicPayment, PSU, sepaPayment } from "../helpers/payments.js";

describe("moving the clock runs the batch runs in between", () => {
  it("a future-dated payment stays PDNG, then PUT /__admin/clock {advance} settles it at its date's first run", async () => {
    const bank = await openBank();
    const { paymentId, self } = await createApproved(
      bank,
      "sepa",
      sepaPayment({ requestedExecutionDate: "2026-03-05" }),
    );
    const status = async () =>
      expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse);
    expect((await status()).transactionStatus).toBe("PDNG");
    expect((await admin(bank, "POST", "/batch-runs")).body?.moved).toEqual([]);
    const moveOne = await admin(bank, "PUT", "/clock", { advance: "P2D" });
    expect(moveOne.body?.moved).toEqual({ total: 0, byStatus: {} });
    expect((await runsOfMove(bank, moveOne)).moved).toEqual([]);
    expect((await status()).transactionStatus).toBe("PDNG");
    const moveTwo = await admin(bank, "PUT", "/clock", { advance: "P1D" });
    // 06:00 in Oslo on 5 March is 05:00 UTC.
    expect(moveTwo.body?.moved).toEqual({ total: 1, byStatus: { ACSC: 1 } });
    expect((await runsOfMove(bank, moveTwo)).moved).toEqual([
      { paymentId, from: "PDNG", to: "ACSC", ranAt: expect.stringMatching(/^2026-03-05T05:00:00/) },
    ]);
    expect((await status()).transactionStatus).toBe("ACSC");
    expect(bank.sandbox.ctx.store.get("payments", paymentId)?.bookingDate).toBe("2026-03-05");
  });

  it("a monthly standing order over a year of clock moves executes 12 times on the right banking days", async () => {
    const bank = await openBank();
    const { paymentId, self } = await createApproved(bank, "periodic", periodicPayment());
    for (let month = 0; month < 12; month++) {
      const move = await admin(bank, "PUT", "/clock", { advance: "P1M" });
      expect(move.status, move.text).toBe(200);
    }
    const read = await bank.call("GET", self);
    const body = read.body as {
      transactionStatus: string;
      executions: { date: string; transactionStatus: string }[];
    };
    expect(body.transactionStatus).toBe("ACTC");
    expect(body.executions.map((e) => e.date)).toEqual([
      "2026-03-16", // the 15th is a Sunday
      "2026-04-15",
      "2026-05-15",
      "2026-06-15",
      "2026-07-15",
      "2026-08-17", // Saturday
      "2026-09-15",
      "2026-10-15",
      "2026-11-16", // Sunday
      "2026-12-15",
      "2027-01-15",
      "2027-02-15",
    ]);
    expect(body.executions.every((e) => e.transactionStatus === "ACSC")).toBe(true);
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe("7000.00");
    expect((await accountState(bank, PSU.private2.brukskonto)).balance).toBe("18350.00");
    expect(bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus).toBe("ACTC");
  });

  it("a failed execution for lack of funds is recorded and the order keeps running", async () => {
    const bank = await openBank();
    const { self } = await createApproved(
      bank,
      "periodic",
      periodicPayment({
        instructedAmount: { currency: "NOK", amount: "300.00" },
        debtorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
        creditorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
        endDate: "2026-05-31",
      }),
      PSU.private2,
    );
    await admin(bank, "PUT", "/clock", { now: "2026-06-10T10:00:00Z" });
    const body = (await bank.call("GET", self)).body as {
      transactionStatus: string;
      executions: { date: string; transactionStatus: string; fundsAvailable?: boolean }[];
    };
    expect(body.executions.map((e) => [e.date, e.transactionStatus])).toEqual([
      ["2026-03-16", "ACSC"],
      ["2026-04-15", "RJCT"],
      ["2026-05-15", "RJCT"],
    ]);
    expect(body.executions[1]?.fundsAvailable).toBe(false);
    // Past its end date with no execution left, the standing order is complete.
    expect(body.transactionStatus).toBe("ACSC");
  });
});

describe("batch.bankingDaysOnly", () => {
  it("a payment due on a Saturday settles at the first run of the next banking day", async () => {
    const bank = await openBank({ batch: { bankingDaysOnly: true } });
    const { paymentId } = await createApproved(
      bank,
      "sepa",
      sepaPayment({ requestedExecutionDate: "2026-03-07" }),
    );
    const move = await admin(bank, "PUT", "/clock", { advance: "P7D" });
    expect((await runsOfMove(bank, move)).moved).toEqual([
      { paymentId, from: "PDNG", to: "ACSC", ranAt: expect.stringMatching(/^2026-03-09T05:00:00/) },
    ]);
  });
});
