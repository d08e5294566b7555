import { defaultCustomers, startSandbox } from "psd2-sandbox";
import { afterAll, expect, test } from "vitest";

const bank = await startSandbox({ logLevel: "silent" });
afterAll(() => bank.close());

test("a SEPA payment approved by its PSU is booked by the batch", async () => {
  const payment = await bank.tpp().createSepaPayment({
    instructedAmount: { currency: "EUR", amount: "125.50" },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
  });
  await bank.approve(payment, defaultCustomers.private);
  await bank.advanceClock("P7D"); // a week of batch runs, in order: weekends and holidays pass
  expect((await bank.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
});
