import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/index.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { createTppClient } from "../../src/signing/client.js";
import { ScaChallengeBody } from "../../src/sca/schema.js";
import { BULK_PATH, bulkPayment, PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

let harness: BrowserHarness;
let sandbox: RunningSandbox;
let browser: Browser;
let tppUrl: string;
let landed: string[];

beforeAll(async () => {
  harness = await openBrowserHarness();
  ({ sandbox, browser, tppUrl, landed } = harness);
});

afterAll(() => harness?.close());

it("a PSU approves a payment in a real browser and lands on the TPP's redirect URI", async () => {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: sandbox.url, certificate, privateKey });
  const response = await client.request("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private, { "TPP-Redirect-URI": `${tppUrl}/callback?state=abc` }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  const created = PaymentCreated.parse(JSON.parse(text));

  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  await page.goto(created._links.scaRedirect.href);
  expect(await page.title()).toContain("Sandbox Bank");
  await page.getByLabel("Customer number").fill(PSU.private.customerNumber);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("button", { name: "Approve" }).waitFor();
  expect(await page.textContent("body")).toContain("125.50 EUR");
  await page.screenshot({ path: harness.screenshot("sca-page.png"), fullPage: true });

  await Promise.all([
    page.waitForURL(`${tppUrl}/callback?state=abc`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);
  expect(await page.textContent("h1")).toBe("Back at the TPP");
  expect(landed).toContain("/callback?state=abc");
  expect((await sandbox.tpp().getPaymentStatus(created)).transactionStatus).toBe("ACTC");
  await page.close();
});

it("a corporate PSU confirms its identity (401 Challenge), then approves the retried bulk payment", async () => {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: sandbox.url, certificate, privateKey });
  const post = () =>
    client.request("POST", BULK_PATH, {
      body: bulkPayment({ requestedExecutionDate: undefined }),
      headers: psuHeaders(PSU.corporate, { "TPP-Redirect-URI": `${tppUrl}/bulk` }),
    });
  const challenged = await post();
  expect(challenged.status).toBe(401);
  const challenge = ScaChallengeBody.parse(await challenged.json());

  const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
  await page.goto(challenge._links.scaRedirect.href);
  await page.getByLabel("Customer number").fill(PSU.corporate.customerNumber);
  await page.getByRole("button", { name: "Log in" }).click();
  expect(await page.textContent("body")).toMatch(/Confirm your identity to .+ for corporate payments/);
  await Promise.all([
    page.waitForURL(`${tppUrl}/bulk`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);

  const retried = await post();
  const text = await retried.text();
  expect(retried.status, text).toBe(201);
  const created = PaymentCreated.parse(JSON.parse(text));
  await page.goto(created._links.scaRedirect.href);
  await page.getByLabel("Customer number").fill(PSU.corporate.customerNumber);
  await page.getByRole("button", { name: "Log in" }).click();
  expect(await page.locator("tbody tr").count()).toBe(2);
  await page.screenshot({ path: harness.screenshot("sca-bulk-page.png"), fullPage: true });
  await Promise.all([
    page.waitForURL(`${tppUrl}/bulk`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);
  expect((await sandbox.tpp().getPaymentStatus(created)).transactionStatus).toBe("ACTC");
  await page.close();
});
