import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultCustomers } from "../../src/index.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await openBrowserHarness();
});
afterAll(() => harness?.close());

const psu = defaultCustomers.private;
const { iban } = psu.accounts.brukskonto;

/** Wider than the window, at the phone's width: the page would scroll sideways. */
const overflow = async (page: import("playwright-core").Page) =>
  // A string: the test compiles without the DOM's types.
  (await page.evaluate(
    "document.documentElement.scrollWidth > document.documentElement.clientWidth + 1",
  )) as boolean;

it("the dashboard lists a consent, shows its access and accounts, an account's transactions, and revokes it as the PSU", async () => {
  const { sandbox, browser } = harness;
  const tpp = sandbox.tpp();
  const payment = await tpp.createSepaPayment({
    instructedAmount: { currency: "EUR", amount: "42.00" },
    creditorName: "Café Zürich AG",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban, currency: "NOK" },
  });
  await sandbox.approve(payment, psu);
  await sandbox.runBatch();
  const access = { accounts: [{ iban }], balances: [{ iban }], transactions: [{ iban }] };
  const consent = await tpp.createConsent({
    access,
    recurringIndicator: true,
    validUntil: "9999-12-31",
    frequencyPerDay: 4,
    combinedServiceIndicator: false,
  });
  await sandbox.approve(consent, psu);

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sandbox.url}/__admin/`);
  await page.getByRole("link", { name: "Consents", exact: true }).click();
  expect(await page.textContent("h1")).toBe("Consents");
  await page.screenshot({ path: harness.screenshot("dashboard-consents.png"), fullPage: true });
  await page.getByRole("link", { name: consent.consentId }).click();
  expect(await page.textContent("h1")).toBe(`Consent ${consent.consentId}`);
  expect(await page.locator("section", { hasText: "Access asked" }).textContent()).toContain(iban);
  await page.screenshot({ path: harness.screenshot("dashboard-consent.png"), fullPage: true });

  await page.locator("section", { hasText: "Access granted" }).getByRole("link").first().click();
  const booked = page.locator("section", { hasText: "Booked transactions" });
  expect(await booked.textContent()).toContain("Café Zürich AG");
  expect(await booked.textContent()).toContain(payment.paymentId);
  await page.screenshot({ path: harness.screenshot("dashboard-account.png"), fullPage: true });

  await page.goBack();
  await page.getByRole("button", { name: "Revoke as the PSU" }).click();
  expect(await page.textContent(".notice")).toContain("revokedByPsu");
  expect(await tpp.getConsentStatus(consent)).toEqual({ consentStatus: "revokedByPsu" });
  await page.screenshot({ path: harness.screenshot("dashboard-consent-revoked.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/__admin/ui/consents", `/__admin/ui/consents/${consent.consentId}`]) {
    await page.goto(`${sandbox.url}${path}`);
    expect(await overflow(page), path).toBe(false);
  }
  await page.screenshot({ path: harness.screenshot("dashboard-consent-phone.png"), fullPage: true });
  await page.close();
});
