import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import type { RunningSandbox } from "../../src/index.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
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

async function json(client: TppClient, path: string, body: unknown): Promise<unknown> {
  const headers = psuHeaders(PSU.private, { "TPP-Redirect-URI": `${tppUrl}/basket-done` });
  const response = await client.request("POST", path, { body, headers });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text);
}

it("a PSU sees every payment of a basket in a real browser, approves once, and all are ACTC", async () => {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: sandbox.url, certificate, privateKey });
  const ids: string[] = [];
  for (const [name, amount] of [
    ["Bäckerei Müller GmbH", "12.50"],
    ["Café Zürich AG", "7.25"],
    ["Librairie Dupont", "30.00"],
  ] as const) {
    const body = sepaPayment({ creditorName: name, instructedAmount: { currency: "EUR", amount } });
    ids.push(PaymentCreated.parse(await json(client, SEPA_PATH, body)).paymentId);
  }
  const basket = BasketCreated.parse(await json(client, "/v1/signing-baskets", { paymentIds: ids }));

  const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
  await page.goto(basket._links.scaRedirect.href);
  await page.getByLabel("Customer number").fill(PSU.private.customerNumber);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("button", { name: "Approve" }).waitFor();
  const text = (await page.textContent("body")) ?? "";
  expect(text).toContain("Approve 3 payments");
  expect(text).toContain("49.75 EUR");
  for (const name of ["Bäckerei Müller GmbH", "Café Zürich AG", "Librairie Dupont"])
    expect(text).toContain(name);
  await page.screenshot({ path: harness.screenshot("sca-basket-page.png"), fullPage: true });

  await Promise.all([
    page.waitForURL(`${tppUrl}/basket-done`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);
  const tpp = sandbox.tpp();
  const statuses = ids.map((id) => tpp.getPaymentStatus(`${SEPA_PATH}/${id}`));
  expect((await Promise.all(statuses)).map((s) => s.transactionStatus)).toEqual(["ACTC", "ACTC", "ACTC"]);
  await page.close();
});
