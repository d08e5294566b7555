import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { defaultCustomers, startSandbox } from "psd2-sandbox";

let bank;
before(async () => {
  bank = await startSandbox({ logLevel: "silent" });
});
after(() => bank.close());

test("a payment the PSU rejects on the SCA page is RJCT", async () => {
  const tpp = bank.tpp();
  const payment = await tpp.createSepaPayment({
    instructedAmount: { currency: "EUR", amount: "12.00" },
    creditorName: "Café Zürich AG",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
  });
  await bank.reject(payment, defaultCustomers.private);
  assert.equal((await tpp.getPaymentStatus(payment)).transactionStatus, "RJCT");
});
