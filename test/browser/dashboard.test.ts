import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/index.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { createTppClient } from "../../src/signing/client.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

let harness: BrowserHarness;
let sandbox: RunningSandbox;
let browser: Browser;
let tppUrl: string;

beforeAll(async () => {
  harness = await openBrowserHarness();
  ({ sandbox, browser, tppUrl } = harness);
});

afterAll(() => harness?.close());

function client() {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  return createTppClient({ baseUrl: sandbox.url, certificate, privateKey });
}

it("the dashboard finds a new payment, approves it as its PSU, runs a batch, and shows ACSC in its timeline", async () => {
  const response = await client().request("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private, { "TPP-Redirect-URI": `${tppUrl}/callback` }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  const { paymentId } = PaymentCreated.parse(JSON.parse(text));

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${sandbox.url}/__admin/`);
  expect(await page.textContent("h1")).toBe("Overview");
  await page.getByRole("link", { name: "Payments", exact: true }).click();
  await page.getByRole("link", { name: paymentId }).click();
  expect(await page.textContent("h1")).toBe(`Payment ${paymentId}`);
  expect(await page.textContent("body")).toContain("creation");

  await page.getByRole("link", { name: "Pending authorisations" }).click();
  const row = page.locator("tr", { hasText: paymentId });
  await row.getByRole("button", { name: "Approve" }).click();
  expect(await page.textContent("h1")).toBe("Approved");
  expect(await page.textContent("body")).toContain("ACTC");

  await page.getByRole("link", { name: "Overview" }).click();
  await page.getByRole("button", { name: "Run batch now" }).click();
  expect(await page.textContent("h1")).toBe("Batch run");
  await page.screenshot({ path: harness.screenshot("dashboard-batch-run.png"), fullPage: true });
  await page.locator("tr", { hasText: paymentId }).getByRole("link", { name: paymentId }).click();
  const timeline = page.locator("section", { hasText: "Status timeline" });
  await expect.poll(() => timeline.textContent()).toContain("ACSC");
  expect(await timeline.textContent()).toMatch(/sca-decision.*via dashboard/s);
  await page.screenshot({ path: harness.screenshot("dashboard-payment.png"), fullPage: true });

  await page.getByRole("link", { name: "Payments", exact: true }).click();
  await page.screenshot({ path: harness.screenshot("dashboard-payments.png"), fullPage: true });

  // The TPP's own bank (tenancy per-tpp), picked by the switcher: the PSU's booked debit is there.
  await page.getByRole("link", { name: "Customers" }).click();
  const option = page.locator('select[name="bank"] option', { hasText: "Sandbox Test TPP AS" });
  const tppId = (await option.getAttribute("value")) ?? "";
  expect(tppId).toMatch(/^PSDNO-/);
  await page.locator('select[name="bank"]').selectOption(tppId);
  await page.getByRole("button", { name: "Show this bank" }).click();
  expect(await page.textContent("body")).toContain(`Bank: ${tppId} · Sandbox Test TPP AS`);
  await page.screenshot({ path: harness.screenshot("dashboard-customers-bank.png"), fullPage: true });
  await page.locator("tr", { hasText: PSU.private.customerNumber }).getByRole("link").click();
  expect(await page.textContent("body")).toContain(paymentId);
  await page.screenshot({ path: harness.screenshot("dashboard-customer.png"), fullPage: true });

  await page.getByRole("link", { name: "Overview" }).click();
  await page.screenshot({ path: harness.screenshot("dashboard-overview.png"), fullPage: true });
  await page.close();
});

it("a request with a bad signature shows its diagnosis on the journal page: Digest computed vs sent", async () => {
  const tpp = client();
  const requestId = randomUUID();
  const signed = Buffer.from(JSON.stringify(sepaPayment()));
  const headers = tpp.signHeaders(
    "POST",
    SEPA_PATH,
    { ...psuHeaders(PSU.private), "X-Request-ID": requestId, "Content-Type": "application/json" },
    signed,
  );
  const sent = signed.toString().replace('"amount":"', '"amount":"9');
  const refused = await fetch(`${sandbox.url}${SEPA_PATH}`, { method: "POST", headers, body: sent });
  const body = (await refused.json()) as { tppMessages: unknown[] };
  expect(refused.status).toBe(401);
  expect(JSON.stringify(body.tppMessages)).toContain(`/__admin/requests/${requestId}`);

  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`${sandbox.url}/__admin/ui/requests?status=4xx`);
  const row = page.locator("tr.refused", { hasText: requestId });
  expect(await row.textContent()).toContain("signature: digest");
  await row.getByRole("link").first().click();
  const diagnosis = page.locator("section", { hasText: "Signature diagnosis" });
  const shown = (await diagnosis.textContent()) ?? "";
  expect(shown).toContain(headers.Digest);
  expect(shown).toMatch(/Digest.*differ/s);
  expect(shown).toContain("Failed check: digest");
  await page.screenshot({ path: harness.screenshot("dashboard-journal-diagnosis.png"), fullPage: true });

  await page.close();
});
