import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/index.js";
import { type BrowserHarness, openBrowserHarness } from "./harness.js";

const TOKEN = "browser-admin-token";

let harness: BrowserHarness;
let sandbox: RunningSandbox;
let browser: Browser;
let hostile: Server;
let hostileUrl: string;

/**
 * A page on 127.0.0.1 at another port than the sandbox's: the same site for the browser, so a
 * SameSite=Strict cookie goes along with its form posts. Each button posts one form to the sandbox.
 */
function hostilePage(target: string): string {
  return `<!doctype html><title>Win a prize</title>
<form method="post" action="${target}/__admin/ui/clock"><input type="hidden" name="advance" value="P365D"><button id="clock">Claim prize</button></form>
<form method="post" action="${target}/__admin/reset"><button id="reset">Claim another</button></form>`;
}

beforeAll(async () => {
  harness = await openBrowserHarness({ adminToken: TOKEN });
  ({ sandbox, browser } = harness);
  hostile = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(hostilePage(sandbox.url));
  });
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => hostile?.close(() => resolve()));
  await harness?.close();
});

it("a logged-in operator's browser: another port's page cannot move the clock or reset; the dashboard's own forms can, until logout", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${sandbox.url}/__admin/`);
  expect(await page.textContent("h1")).toBe("Admin token required");
  await page.getByLabel("Admin token").fill(TOKEN);
  await page.getByRole("button", { name: "Log in" }).click();
  expect(await page.textContent("h1")).toBe("Overview");
  const [cookie] = await context.cookies(`${sandbox.url}/__admin/`);
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.value).not.toContain(TOKEN);

  const before = (await sandbox.clock()).offsetMs;
  const customers = (await sandbox.health()).customers;
  for (const button of ["#clock", "#reset"]) {
    const lure = await context.newPage();
    await lure.goto(hostileUrl);
    const [answer] = await Promise.all([lure.waitForResponse(() => true), lure.click(button)]);
    expect(answer.status(), `${button}: ${await answer.text()}`).toBe(403);
    expect(await answer.text()).toContain('"code":"FORBIDDEN"');
    await lure.close();
  }
  expect((await sandbox.clock()).offsetMs, "the clock did not move").toBe(before);
  expect((await sandbox.health()).customers).toBe(customers);

  await page.getByLabel("Advance by (ISO 8601 duration)").fill("PT2H");
  await page.getByRole("button", { name: "Advance clock" }).click();
  expect(await page.textContent("h1")).toBe("Clock moved");
  expect((await sandbox.clock()).offsetMs - before).toBe(2 * 3_600_000);

  await page.getByRole("button", { name: "Log out" }).click();
  expect(await page.textContent("h1")).toBe("Admin token required");
  await page.goto(`${sandbox.url}/__admin/ui/payments`);
  expect(await page.textContent("h1"), "the session ended").toBe("Admin token required");
  await context.close();
});
