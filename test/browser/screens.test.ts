import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { createTppClient } from "../../src/signing/client.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

/**
 * What a person sees at a desktop width and at a phone's (390 px): every page photographed under
 * test-results/screens/, the narrow ones checked for horizontal overflow, the SCA page for the fee,
 * and /docs' Try it out for a signed 201.
 */
let harness: BrowserHarness;
let paymentId: string;

beforeAll(async () => {
  harness = await openBrowserHarness();
  paymentId = (await createPayment("1250.00")).paymentId;
});

afterAll(() => harness?.close());

/** A SEPA payment from the private PSU's NOK account (so it pays the currency conversion fee). */
async function createPayment(amount: string) {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: harness.sandbox.url, certificate, privateKey });
  const response = await client.request("POST", SEPA_PATH, {
    query: { allowLogicalDuplicate: true },
    body: sepaPayment({ instructedAmount: { currency: "EUR", amount } }),
    headers: psuHeaders(PSU.private, { "TPP-Redirect-URI": `${harness.tppUrl}/callback` }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return PaymentCreated.parse(JSON.parse(text));
}

/**
 * The page is no wider than the window, and no table cuts a cell: each cell's content ends inside
 * the window and inside its table (no sideways scroll hides a column).
 */
async function expectNoOverflow(page: Page, what: string) {
  // A string: the test compiles without the DOM's types.
  const widths = (await page.evaluate(
    "({ content: document.documentElement.scrollWidth, window: document.documentElement.clientWidth })",
  )) as { content: number; window: number };
  expect(widths.content, `${what}: page wider than the window`).toBeLessThanOrEqual(widths.window);
  const cut = (await page.evaluate(`[...document.querySelectorAll("table")].flatMap((table) =>
    table.scrollWidth > table.clientWidth + 1 ? [table.rows[0]?.textContent?.trim().slice(0, 60)] :
    [...table.querySelectorAll("td")].filter((td) => td.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((td) => td.textContent.trim().slice(0, 60)))`)) as string[];
  expect(cut, `${what}: table cells cut off`).toEqual([]);
}

const shot = (name: string, width: number) => harness.screenshot(`screens/${name}-${width}.png`);

describe.each([1280, 390])("at %i px", (width) => {
  const open = async (path: string) => {
    const page = await harness.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${harness.sandbox.url}${path}`);
    return page;
  };

  it("the landing page links the dashboard and fits", async () => {
    const page = await open("/");
    await page.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe(
      `${harness.sandbox.url}/__admin/`,
    );
    await page.screenshot({ path: shot("landing", width), fullPage: true });
    await expectNoOverflow(page, "landing");
    await page.close();
  });

  it("/docs' Try it out sends a request the sandbox signed: 201, not 401", async () => {
    const page = await open("/docs");
    await expect.poll(() => page.textContent("#signing-state"), { timeout: 30_000 }).toBe("on");
    // A TPP registers its contact once (201); the second width signs as the other test TPP.
    const signer = width === 1280 ? "tpp" : "tpp2";
    await page.locator("#sign-as").selectOption(signer);
    await page.getByText("Create a SEPA credit transfer").first().waitFor();
    await page.screenshot({ path: shot("docs", width) });
    const operation = page.locator('[id$="-setTppContact"]');
    await operation.locator(".opblock-summary").first().click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    await operation.getByRole("button", { name: "Execute" }).click();
    const status = operation.locator(".live-responses-table tbody .response-col_status").first();
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain("201");
    const answer = (await operation.locator(".live-responses-table .microlight").first().textContent()) ?? "";
    expect(answer).toContain(signer === "tpp" ? "PSDNO-FSA-999999991" : "PSDNO-FSA-999999992");
    await status.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("docs-try-it-out", width) });
    await page.close();
  });

  it("the dashboard's overview, a payment and the customers fit, ids whole", async () => {
    const page = await open("/__admin/");
    expect(await page.textContent("body")).toMatch(/\d banks?: the default bank/);
    await page.screenshot({ path: shot("dashboard-overview", width), fullPage: true });
    await expectNoOverflow(page, "overview");

    await page.goto(`${harness.sandbox.url}/__admin/ui/payments/${paymentId}`);
    const id = page.locator("h1");
    expect(await id.textContent()).toBe(`Payment ${paymentId}`);
    await page.screenshot({ path: shot("dashboard-payment", width), fullPage: true });
    await expectNoOverflow(page, "payment");

    await page.goto(`${harness.sandbox.url}/__admin/ui/payments`);
    const link = page.getByRole("link", { name: paymentId });
    const box = await link.boundingBox();
    expect(box?.height ?? 0, "the id on one line, not letter by letter").toBeLessThan(30);
    await page.screenshot({ path: shot("dashboard-payments", width), fullPage: true });
    await expectNoOverflow(page, "payments");

    await page.goto(`${harness.sandbox.url}/__admin/ui/customers`);
    const customers = (await page.textContent("body")) ?? "";
    expect(customers, "opens on a TPP's bank, not the seed's").toMatch(/Bank: PSDNO-FSA-99999999[12] · /);
    expect(customers).toContain("bank active last");
    await page.screenshot({ path: shot("dashboard-customers", width), fullPage: true });
    await expectNoOverflow(page, "customers");

    await page.goto(`${harness.sandbox.url}/__admin/ui/requests`);
    await page.screenshot({ path: shot("dashboard-requests", width), fullPage: true });
    await expectNoOverflow(page, "request journal");
    await page.close();
  });

  it("the SCA page shows the fee and fits; a used link reads as information", async () => {
    const created = await createPayment(width === 1280 ? "99.00" : "98.00");
    const page = await open(new URL(created._links.scaRedirect.href).pathname);
    await page.getByLabel("Customer number").fill(PSU.private.customerNumber);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: "Approve" }).waitFor();
    expect(await page.locator("dd.fee").textContent()).toBe("25.00 NOK");
    await page.screenshot({ path: shot("sca-approve", width), fullPage: true });
    await expectNoOverflow(page, "SCA page");
    await Promise.all([
      page.waitForURL(`${harness.tppUrl}/callback`),
      page.getByRole("button", { name: "Approve" }).click(),
    ]);

    await page.goto(created._links.scaRedirect.href);
    const told = page.getByRole("status");
    expect(await told.textContent()).toContain("It was approved before");
    expect(await page.getByRole("alert").count(), "not shown as an error").toBe(0);
    const colour = await told.evaluate("(el) => getComputedStyle(el).color");
    expect(colour, "not error red").not.toBe("rgb(138, 31, 31)");
    await page.screenshot({ path: shot("sca-used", width), fullPage: true });
    await expectNoOverflow(page, "SCA page, used");
    await page.close();
  });
});
