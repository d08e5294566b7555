import { connectSandbox, defaultCustomers } from "psd2-sandbox";
import { expect, test } from "vitest";
const bank = await connectSandbox({ freshTpp: true }); // PSD2_SANDBOX_URL; a TPP of its own: reruns pass

test("a SEPA payment approved by its PSU is booked by the batch", async () => {
  const payment = await bank.tpp().createSepaPayment({
    instructedAmount: { currency: "EUR", amount: "42.00" },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
  });
  await bank.approve(payment, defaultCustomers.private);
  await bank.runBatch();
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
});
