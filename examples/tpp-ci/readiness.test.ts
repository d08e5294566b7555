import { connectSandbox, defaultCustomers } from "psd2-sandbox";
import { expect, test } from "vitest";
// The shipped test TPP, whose readiness report.sh publishes (psd2-sandbox report --tpp PSDNO-FSA-999999991).
const bank = await connectSandbox();
const euros = (amount: string) => ({
  instructedAmount: { currency: "EUR", amount },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
});
// A rerun against the same sandbox sends the same payments again: not a logical duplicate here.
const again = { allowLogicalDuplicate: true };

test("an approved payment is booked: its status is read after the SCA and after the batch", async () => {
  const payment = await bank.tpp().createSepaPayment(euros("12.00"), {}, again);
  await bank.approve(payment, defaultCustomers.private);
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACTC");
  await bank.runBatch();
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
});

test("a payment its PSU rejects is RJCT", async () => {
  const payment = await bank.tpp().createSepaPayment(euros("13.00"), {}, again);
  await bank.reject(payment, defaultCustomers.private);
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("RJCT");
});
