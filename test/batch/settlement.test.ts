import { describe, expect, it } from "vitest";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { ErrorBody } from "../../src/http/schemas.js";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { type Bank, expectBody, openBank, TODAY } from "../helpers/calls.js";
import { bulkEntry, bulkPayment, ibanOf, PSU, sepaPayment } from "../helpers/payments.js";

async function status(bank: Bank, self: string) {
  return expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse);
}

async function batchRun(bank: Bank) {
  const run = await admin(bank, "POST", "/batch-runs");
  expect(run.status, run.text).toBe(200);
  return run.body as { ranAt: string; moved: { paymentId: string; from: string; to: string }[] };
}

describe("batch runs settle authorised payments", () => {
  it("POST /__admin/batch-runs takes an approved SEPA payment through ACSP to ACSC, debiting amount and fee", async () => {
    const bank = await openBank();
    const { paymentId, self } = await createApproved(bank, "sepa", sepaPayment());
    expect((await status(bank, self)).transactionStatus).toBe("ACTC");
    const run = await batchRun(bank);
    expect(run).toEqual({
      runId: expect.stringMatching(/^batch-2026-03-02T10:00/),
      ranAt: expect.stringMatching(/^2026-03-02T10:00/),
      moved: [{ paymentId, from: "ACTC", to: "ACSC" }],
      executions: [],
    });
    expect(await status(bank, self)).toMatchObject({ transactionStatus: "ACSC", fundsAvailable: true });
    // 125.50 EUR at 11.50 = 1443.25 NOK, plus the 25.00 NOK conversion fee.
    const debtor = await accountState(bank, PSU.private.brukskonto);
    expect(debtor.balance).toBe("23531.75");
    const booked = (
      debtor.listed.body as {
        transactions: { booked: { transactionAmount: { amount: string }; bookingDate: string }[] };
      }
    ).transactions.booked;
    expect(
      booked
        .slice(0, 2)
        .map((t) => t.transactionAmount.amount)
        .sort(),
    ).toEqual(["-1443.25", "-25.00"]);
    expect(booked[0]?.bookingDate).toBe(TODAY);
    const record = bank.sandbox.ctx.store.get("payments", paymentId);
    expect(record).toMatchObject({
      settledAt: expect.stringMatching(/^2026-03-02T10:00/),
      bookingDate: TODAY,
    });
  });

  it("a second run at the same time moves nothing", async () => {
    const bank = await openBank();
    await createApproved(bank, "sepa", sepaPayment());
    await batchRun(bank);
    expect((await batchRun(bank)).moved).toEqual([]);
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe("23531.75");
  });

  it("credits a sandbox creditor account matched by its IBAN", async () => {
    const bank = await openBank();
    const body = sepaPayment({
      instructedAmount: { currency: "EUR", amount: "10.00" },
      creditorAccount: { iban: ibanOf(PSU.corporate2.eurAccount), currency: "EUR" },
    });
    await createApproved(bank, "sepa", body);
    await batchRun(bank);
    expect((await accountState(bank, PSU.corporate2.eurAccount)).balance).toBe("50010.00");
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe("24860.00");
  });

  it("lack of funds (customer 12085592767, 350.00 NOK) -> RJCT, fundsAvailable false and a tppMessage; nothing is booked", async () => {
    const bank = await openBank();
    const body = sepaPayment({ debtorAccount: { iban: ibanOf(PSU.private2.brukskonto), currency: "NOK" } });
    const { paymentId, self } = await createApproved(bank, "sepa", body, PSU.private2);
    expect((await batchRun(bank)).moved).toEqual([{ paymentId, from: "ACTC", to: "RJCT" }]);
    const answer = await status(bank, self);
    expect(answer).toMatchObject({ transactionStatus: "RJCT", fundsAvailable: false });
    expect(answer.psuMessage).toBeDefined();
    expect(answer.tppMessages?.[0]).toMatchObject({
      category: "ERROR",
      code: "PAYMENT_FAILED",
      path: "instructedAmount.amount",
    });
    expect(answer.tppMessages?.[0]?.text).toContain("insufficient funds");
    expect((await accountState(bank, PSU.private2.brukskonto)).balance).toBe("350.00");
  });

  it("a debtor account blocked after approval -> RJCT with PAYMENT_FAILED", async () => {
    const bank = await openBank();
    const { self } = await createApproved(bank, "sepa", sepaPayment());
    const { store } = bank.sandbox.ctx;
    const account = store.values("accounts").find((a) => a.bban === PSU.private.brukskonto);
    if (!account) throw new Error("fixture account missing");
    store.put("accounts", { ...account, status: "blocked" });
    await batchRun(bank);
    const answer = await status(bank, self);
    expect(answer.transactionStatus).toBe("RJCT");
    expect(answer.fundsAvailable).toBeUndefined();
    expect(answer.tppMessages?.[0]).toMatchObject({ code: "PAYMENT_FAILED", path: "debtorAccount" });
    expect(answer.tppMessages?.[0]?.text).toContain("blocked");
  });

  it("a closed creditor sandbox account -> RJCT with PAYMENT_FAILED", async () => {
    const bank = await openBank();
    const body = bulkPayment({
      requestedExecutionDate: TODAY,
      payments: [bulkEntry({ creditorAccount: { bban: PSU.blockedOwner.closed, currency: "NOK" } })],
    });
    const { self } = await createApproved(bank, "bulk", body);
    await batchRun(bank);
    const answer = await status(bank, self);
    expect(answer.transactionStatus).toBe("RJCT");
    expect(answer.tppMessages?.[0]).toMatchObject({
      code: "PAYMENT_FAILED",
      path: "payments[0].creditorAccount",
    });
    expect(answer.tppMessages?.[0]?.text).toContain("closed");
  });

  it("a blocked creditor sandbox account -> RJCT with PAYMENT_FAILED on creditorAccount", async () => {
    const bank = await openBank();
    const body = sepaPayment({
      creditorAccount: { iban: ibanOf(PSU.blockedOwner.blocked), currency: "EUR" },
    });
    const { self } = await createApproved(bank, "sepa", body);
    await batchRun(bank);
    const answer = await status(bank, self);
    expect(answer.transactionStatus).toBe("RJCT");
    expect(answer.tppMessages?.[0]).toMatchObject({ code: "PAYMENT_FAILED", path: "creditorAccount" });
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe("25000.00");
  });

  it("a bulk with one entry short of funds -> PART, with each entry's outcome in GET and the status", async () => {
    const bank = await openBank();
    const body = bulkPayment({
      requestedExecutionDate: TODAY,
      payments: [
        bulkEntry({ instructedAmount: { currency: "NOK", amount: "2000000.00" } }),
        bulkEntry({ instructedAmount: { currency: "NOK", amount: "600000.00" } }),
        bulkEntry({ instructedAmount: { currency: "NOK", amount: "100000.00" } }),
      ],
    });
    const { paymentId, self } = await createApproved(bank, "bulk", body);
    expect((await batchRun(bank)).moved).toEqual([{ paymentId, from: "ACTC", to: "PART" }]);
    const answer = await status(bank, self);
    expect(answer).toMatchObject({ transactionStatus: "PART", fundsAvailable: false });
    expect((answer as { psuMessage?: string }).psuMessage).toMatch(
      /^2 of 3 payments were executed\. The payment was rejected/,
    );
    expect(answer.tppMessages?.map((m) => m.path)).toEqual(["payments[1].instructedAmount.amount"]);
    const read = await bank.call("GET", self);
    const entries = (read.body as { entries: { transactionStatus: string }[] }).entries;
    expect(entries.map((e) => e.transactionStatus)).toEqual(["ACSC", "RJCT", "ACSC"]);
    expect((await accountState(bank, PSU.corporate.driftskonto)).balance).toBe("400000.00");
  });

  it("a bulk whose every entry fails -> RJCT", async () => {
    const bank = await openBank();
    const body = bulkPayment({
      requestedExecutionDate: TODAY,
      payments: [bulkEntry({ instructedAmount: { currency: "NOK", amount: "3000000.00" } })],
    });
    const { self } = await createApproved(bank, "bulk", body);
    await batchRun(bank);
    expect(await status(bank, self)).toMatchObject({ transactionStatus: "RJCT", fundsAvailable: false });
  });

  it("payments not yet authorised are left alone", async () => {
    const bank = await openBank();
    await bank.call("POST", "/v1/payments/sepa-credit-transfers", { body: sepaPayment() });
    expect((await batchRun(bank)).moved).toEqual([]);
  });

  it("POST /__admin/batch-runs needs the admin token when one is set", async () => {
    const bank = await openBank({ adminToken: "t" });
    const denied = await admin(bank, "POST", "/batch-runs");
    expect(denied.status).toBe(401);
    expect(ErrorBody.safeParse(denied.body).success).toBe(true);
  });
});
