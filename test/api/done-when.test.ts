import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultCustomers, type RunningSandbox, startSandbox } from "../../src/index.js";

/**
 * Account information's "done when", as a TPP writes it with the typed client: a settled SEPA payment
 * read back through account information. The TPP's code is the test's body, 15 lines.
 */
let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
});
afterAll(() => bank?.close());

it("a SEPA payment, approved and settled, is a booked transaction and a lower balance under a consent", async () => {
  const psu = defaultCustomers.corporateEur; // Henriksen-Lie AS: 50 000.00 EUR on its EUR account
  const [tpp, account] = [bank.tpp({ psu }), { iban: psu.accounts.valutakonto.iban, currency: "EUR" }];
  const sepa = { creditorName: "Müller", creditorAccount: { iban: "BE68539007547034", currency: "EUR" } };
  const amount = { instructedAmount: { currency: "EUR", amount: "125.50" }, debtorAccount: account };
  await bank.approve(await tpp.createSepaPayment({ ...sepa, ...amount }), psu).then(() => bank.runBatch());
  const terms = { recurringIndicator: true, validUntil: "9999-12-31", frequencyPerDay: 4 };
  const access = { balances: [account], transactions: [account] };
  const consent = await tpp.createConsent({ access, ...terms, combinedServiceIndicator: false });
  await bank.approve(consent, psu);
  const id = (await tpp.getAccounts(consent)).accounts[0]?.resourceId ?? "";
  const report = await tpp.getTransactions(consent, id, { bookingStatus: "booked", dateFrom: "2026-01-01" });
  const tx = report.transactions?.booked?.find((t) => t.creditorName === sepa.creditorName);
  const { transactionDetails: same } = await tpp.getTransaction(consent, id, `${tx?.transactionId}`);
  expect(tx).toMatchObject({ ...same, transactionAmount: { currency: "EUR", amount: "-125.50" } });
  expect((await tpp.getBalances(consent, id)).balances[0]?.balanceAmount.amount).toBe("49874.50");
});
