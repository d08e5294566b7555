import { createTppClient, defaultCustomers, startSandbox, testTppCertificate } from "psd2-sandbox";
import { afterAll, expect, test } from "vitest";
import { BankError, createSepaPayment } from "./sepa-payment.js";

const bank = await startSandbox({ logLevel: "silent" });
afterAll(() => bank.close());
const tpp = createTppClient({ baseUrl: bank.url, ...testTppCertificate() });
const headers = {
  "TPP-Session-ID": "session-1",
  "TPP-Redirect-URI": "https://tpp.example.com/done",
  "PSU-ID": defaultCustomers.private.customerId,
  "PSU-IP-Address": "192.0.2.10",
  "x-accept-fix": "",
};

test("the generated types create a SEPA payment that awaits the PSU's SCA", async () => {
  const created = await createSepaPayment(
    tpp,
    {
      instructedAmount: { currency: "EUR", amount: "125.50" },
      creditorName: "Bäckerei Müller GmbH",
      creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
      debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
    },
    headers,
  );
  expect(created.transactionStatus).toBe("RCVD");
  expect("scaRedirect" in created._links && created._links.scaRedirect.href).toContain("/sca/");
});

test("the bank's refusal arrives as the typed Error body", async () => {
  const refused = createSepaPayment(
    tpp,
    {
      instructedAmount: { currency: "EUR", amount: "0.00" },
      creditorName: "Nobody",
      creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
      debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
    },
    headers,
  );
  await expect(refused).rejects.toBeInstanceOf(BankError);
  await expect(refused).rejects.toMatchObject({ body: { status: 400, code: "FORMAT_ERROR" } });
});
