import { describe, expect, it } from "vitest";
import { createApproved } from "../helpers/approve.js";
import { type Bank, openBank } from "../helpers/calls.js";
import { PSU, sepaPayment } from "../helpers/payments.js";

async function get(bank: Bank, path: string) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`);
  return { status: response.status, text: await response.text() };
}

describe("dashboard: an account's page", () => {
  it("shows the balances and the booked transaction a settled payment made, with its transactionId, linked from the customer", async () => {
    const bank = await openBank();
    const body = sepaPayment({ instructedAmount: { currency: "EUR", amount: "12.34" } });
    const { paymentId } = await createApproved(bank, "sepa", body);
    const run = await bank.sandbox.app.request("http://sandbox.test/__admin/batch-runs", { method: "POST" });
    expect(run.status).toBe(200);
    const { store } = bank.sandbox.ctx;
    const payment = store.get("payments", paymentId);
    const account = store.get("accounts", payment?.debtorAccountId ?? "");
    const booked = store.values("transactions").find((t) => t.paymentId === paymentId);
    expect(account && booked, "the batch booked the payment").toBeTruthy();
    if (!account || !booked) return;

    const customer = await get(bank, `/__admin/ui/customers/${PSU.private.customerId}`);
    expect(customer.text).toContain(`/__admin/ui/accounts/${account.accountId}`);
    const page = await get(bank, `/__admin/ui/accounts/${account.accountId}`);
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    expect(page.text).toContain(account.iban);
    expect(page.text).toContain("interimBooked");
    expect(page.text).toContain(booked.transactionId);
    expect(page.text).toContain(`/__admin/ui/payments/${paymentId}`);
    expect(page.text).not.toMatch(/<script/i);
  });

  it("answers 404 with a page for an account the bank does not hold", async () => {
    const bank = await openBank();
    const page = await get(bank, "/__admin/ui/accounts/no-such-account");
    expect(page.status).toBe(404);
    expect(page.text).toContain("No account");
  });
});
