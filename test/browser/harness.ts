import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { type RunningSandbox, type StartOptions, startSandbox } from "../../src/index.js";

/** Debian's chromium, as `.ci/run` installs it; CHROMIUM_PATH points elsewhere. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// As root on a machine with no network: without the background-networking flags chromium keeps
// trying (and failing) to reach its own services.
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface BrowserHarness {
  /** A real sandbox on a free port, in memory. */
  sandbox: RunningSandbox;
  browser: Browser;
  /** A tiny TPP the SCA page redirects back to; `landed` records the paths it was called with. */
  tppUrl: string;
  landed: string[];
  /** Where screenshots go (test-results/, git-ignored), made on first use. */
  screenshot(name: string): string;
  close(): Promise<void>;
}

/** `options` are the sandbox's settings beside the harness's own (an `adminToken`, say). */
export async function openBrowserHarness(options: StartOptions = {}): Promise<BrowserHarness> {
  const sandbox = await startSandbox({ logLevel: "silent", ...options });
  const landed: string[] = [];
  const tpp = createServer((request, response) => {
    landed.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>TPP</title><h1>Back at the TPP</h1>");
  });
  await new Promise<void>((resolve) => tpp.listen(0, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    sandbox,
    browser,
    tppUrl: `http://127.0.0.1:${(tpp.address() as AddressInfo).port}`,
    landed,
    screenshot(name) {
      mkdirSync("test-results", { recursive: true });
      return `test-results/${name}`;
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => tpp.close(() => resolve()));
      await sandbox.close();
    },
  };
}
