import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultCustomers, type RunningSandbox, startSandbox } from "../../src/index.js";

/**
 * Account information's "done when", as a TPP writes it with the typed client: a settled SEPA payment
 * read back through account information. The TPP's code: the request bodies and the test's 14 lines.
 */
let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
});
afterAll(() => bank?.close());

// Henriksen-Lie AS pays 125.50 EUR from its EUR account (50 000.00 EUR in the default data).
const psu = defaultCustomers.corporateEur;
const debtorAccount = { iban: psu.accounts.valutakonto.iban, currency: "EUR" };
const creditorAccount = { iban: "DE89370400440532013000", currency: "EUR" };
const instructedAmount = { currency: "EUR", amount: "125.50" };
const sepa = { creditorName: "Bäckerei Müller GmbH", creditorAccount, instructedAmount, debtorAccount };
const terms = { recurringIndicator: true, validUntil: "9999-12-31", frequencyPerDay: 4 };

it("a SEPA payment, approved and settled, is a booked transaction and a lower balance under a consent", async () => {
  const tpp = bank.tpp({ psu });
  await bank.approve(await tpp.createSepaPayment(sepa), psu);
  await bank.runBatch();
  const access = { balances: [debtorAccount], transactions: [debtorAccount] };
  const consent = await tpp.createConsent({ access, ...terms, combinedServiceIndicator: false });
  await bank.approve(consent, psu);
  const id = (await tpp.getAccounts(consent)).accounts[0]?.resourceId ?? "";
  const report = await tpp.getTransactions(consent, id, { bookingStatus: "booked", dateFrom: "2000-01-01" });
  const booked = report.transactions?.booked?.find((t) => t.creditorName === sepa.creditorName);
  expect(booked?.transactionAmount).toEqual({ currency: "EUR", amount: "-125.50" });
  const again = await tpp.getTransaction(consent, id, booked?.transactionId ?? "");
  expect(again.transactionDetails.transactionId).toBe(booked?.transactionId);
  expect((await tpp.getBalances(consent, id)).balances[0]?.balanceAmount.amount).toBe("49874.50");
});
