/**
 * Closed to strangers, in Chromium: a page on a name rebound to the sandbox's address (DNS rebinding,
 * no adminToken) and a page of another site auto-submitting the SCA page's form. Chromium's own
 * resolver maps the strangers' names to 127.0.0.1, as a rebinding DNS server would.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/index.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

let harness: BrowserHarness;
let sandbox: RunningSandbox;
let browser: Browser;
let hostile: Server;
let hostilePort: number;
/** The form the hostile page auto-submits, by path; set by each test. */
let lure = "";

beforeAll(async () => {
  harness = await openBrowserHarness();
  sandbox = harness.sandbox;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--host-resolver-rules=MAP evil.test 127.0.0.1, MAP evil.example 127.0.0.1",
    ],
  });
  hostile = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(lure);
  });
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
  hostilePort = (hostile.address() as AddressInfo).port;
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => hostile?.close(() => resolve()));
  await harness?.close();
});

async function rcvdPayment() {
  const response = await sandbox.tpp().request("POST", `${SEPA_PATH}?allowLogicalDuplicate=true`, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private, { "TPP-Redirect-URI": `${harness.tppUrl}/callback` }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return PaymentCreated.parse(JSON.parse(text));
}

it("a page on a rebound name (evil.test at the sandbox's port) can neither reset, move the clock, sign nor read the dashboard", async () => {
  const payment = await rcvdPayment();
  const before = (await sandbox.clock()).offsetMs;
  const port = new URL(sandbox.url).port;
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  // The attacker's script runs in the origin http://evil.test:PORT, which now reaches the sandbox.
  await page.goto(`http://evil.test:${port}/favicon.svg`);
  const statuses = await page.evaluate(async () => {
    const send = async (method: string, path: string, body?: string) => {
      const headers = body === undefined ? undefined : { "Content-Type": "application/json" };
      const answer = await fetch(path, { method, headers, body });
      return [path, answer.status, (await answer.text()).includes("MISDIRECTED_REQUEST")] as const;
    };
    return [
      await send("POST", "/__admin/reset"),
      await send("PUT", "/__admin/clock", '{"advance":"P365D"}'),
      await send("POST", "/__admin/sign", '{"method":"GET","path":"/v1/sandbox/customers"}'),
      await send("GET", "/__admin/ui/authorisations"),
      await send("GET", "/__admin/requests"),
    ];
  });
  for (const [path, status, named] of statuses) {
    expect(status, path).toBe(421);
    expect(named, path).toBe(true);
  }
  expect((await sandbox.clock()).offsetMs, "the clock did not move").toBe(before);
  expect((await sandbox.tpp().getPaymentStatus(payment)).transactionStatus, "not reset").toBe("RCVD");

  // The same script on the sandbox's own address is the sandbox's own page: it may.
  await page.goto(`${sandbox.url}/favicon.svg`);
  const own = await page.evaluate(async () => (await fetch("/__admin/clock")).status);
  expect(own).toBe(200);
  await context.close();
});

it.each([
  ["cross-site (another site's page)", "evil.example"],
  ["same-site (another port of the sandbox's host)", "127.0.0.1"],
])("a %s auto-submitting the SCA page's form decides nothing, and the PSU reads why", async (_name, host) => {
  const payment = await rcvdPayment();
  const target = payment._links.scaRedirect.href;
  lure = `<!doctype html><title>Win a prize</title>
<form method="post" action="${target}"><input type="hidden" name="customerNumber" value="${PSU.private.customerNumber}"><input type="hidden" name="action" value="approve"></form>
<script>document.forms[0].submit()</script>`;
  const landed = harness.landed.length;
  const page = await browser.newPage();
  await Promise.all([page.waitForURL(target), page.goto(`http://${host}:${hostilePort}/`)]);
  await page.locator("h1").waitFor();
  expect(await page.textContent("h1")).toBe("Another site tried to send this form");
  expect(await page.textContent("body")).toContain("nothing was changed");
  expect((await sandbox.tpp().getPaymentStatus(payment)).transactionStatus).toBe("RCVD");
  expect(harness.landed.length, "the PSU was not sent to the TPP").toBe(landed);

  // The TPP's redirect, a top-level navigation from its site, still shows the page; the PSU approves.
  await page.goto(target, { referer: `http://${host}:${hostilePort}/` });
  await page.getByLabel("Customer number").fill(PSU.private.customerNumber);
  await page.getByRole("button", { name: "Log in" }).click();
  await Promise.all([
    page.waitForURL(`${harness.tppUrl}/callback`),
    page.getByRole("button", { name: "Approve" }).click(),
  ]);
  expect((await sandbox.tpp().getPaymentStatus(payment)).transactionStatus).toBe("ACTC");
  await page.close();
});
