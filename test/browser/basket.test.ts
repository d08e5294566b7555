import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { type RunningSandbox, startSandbox } from "../../src/index.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SCREENSHOT = "test-results/sca-basket-page.png";

let sandbox: RunningSandbox;
let browser: Browser;
let tpp: Server;
let tppUrl: string;

beforeAll(async () => {
  sandbox = await startSandbox({ logLevel: "silent" });
  tpp = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>TPP</title><h1>Back at the TPP</h1>");
  });
  await new Promise<void>((resolve) => tpp.listen(0, "127.0.0.1", resolve));
  tppUrl = `http://127.0.0.1:${(tpp.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (tpp ? tpp.close(() => resolve()) : resolve()));
  await sandbox?.close();
});

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
  mkdirSync("test-results", { recursive: true });
  await page.screenshot({ path: SCREENSHOT, fullPage: true });

  await Promise.all([
    page.waitForURL(`${tppUrl}/basket-done`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);
  expect(ids.map((id) => sandbox.store.get("payments", id)?.transactionStatus)).toEqual([
    "ACTC",
    "ACTC",
    "ACTC",
  ]);
  await page.close();
});
