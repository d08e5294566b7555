import { afterAll, beforeAll, expect, it } from "vitest";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await openBrowserHarness();
});

afterAll(() => harness?.close());

/** Opens `path` and records every request the page makes, so a test can say none left the machine. */
async function open(path: string) {
  const page = await harness.browser.newPage({ viewport: { width: 1200, height: 1000 } });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(`${harness.sandbox.url}${path}`);
  return { page, requested };
}

const local = (url: string) => url.startsWith(harness.sandbox.url) || url.startsWith("data:");

it("/docs renders the API reference from the sandbox's own files, no request leaving the machine", async () => {
  const { page, requested } = await open("/docs");
  await page.getByText("Create a SEPA credit transfer").first().waitFor();
  await page.getByText("Control API").first().waitFor();
  await page.screenshot({ path: harness.screenshot("docs.png") });
  expect(requested.filter((url) => !local(url))).toEqual([]);
  expect(requested).toContain(`${harness.sandbox.url}/openapi.json`);
});

it("/ shows the bank's clock, the default customers and the first-payment recipe with this sandbox's URL", async () => {
  const { page, requested } = await open("/");
  await page.getByRole("heading", { name: "psd2-sandbox" }).waitFor();
  const text = await page.textContent("body");
  expect(text).toContain("The bank's clock");
  expect(text).toContain("13039319955");
  expect(text).toContain("d9465e66-51c4-46ad-957c-3b54df48fc7e");
  expect(text).toContain(`export PSD2_SANDBOX_URL=${harness.sandbox.url}`);
  await page.getByRole("link", { name: "API reference" }).waitFor();
  await page.screenshot({ path: harness.screenshot("landing.png"), fullPage: true });
  expect(requested.filter((url) => !local(url))).toEqual([]);
});
