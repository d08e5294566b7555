import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTppClient } from "../../src/signing/client.js";
import { runCli, startCli } from "../helpers/cli.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

function readyPath(): string {
  return join(mkdtempSync(join(tmpdir(), "psd2-stop-")), "sandbox.url");
}

describe("psd2-sandbox stop", () => {
  it("--ready-file: stops the sandbox started with it, which exits 0 and removes the file", async () => {
    const ready = readyPath();
    const cli = await startCli(["--port", "0", "--memory", "--ready-file", ready]);
    const stop = await runCli(["stop", "--ready-file", ready]);
    expect(stop.stderr).toBe(`psd2-sandbox: stopped the sandbox at ${cli.url}\n`);
    expect(stop.code).toBe(0);
    expect(await cli.exited).toBe(0);
    expect(existsSync(ready)).toBe(false);
    expect(cli.stderr()).toContain("psd2-sandbox: stopping (POST /__admin/shutdown)");
  });

  it("--url with the admin token from PSD2_SANDBOX_ADMIN_TOKEN; without it, 401 and the sandbox runs on", async () => {
    const token = { PSD2_SANDBOX_ADMIN_TOKEN: "stop-token" };
    const cli = await startCli(["--port", "0", "--memory"], token);
    const refused = await runCli(["stop", "--url", cli.url], { PSD2_SANDBOX_ADMIN_TOKEN: "" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^psd2-sandbox: POST .*\/__admin\/shutdown answered 401 UNAUTHORIZED/);
    expect(
      (await fetch(`${cli.url}/__admin/health`, { headers: { Authorization: "Bearer stop-token" } })).status,
    ).toBe(200);
    const stop = await runCli(["stop", "--url", cli.url], token);
    expect(stop.code).toBe(0);
    expect(await cli.exited).toBe(0);
  });

  it.each([
    [
      "nothing listening",
      ["stop", "--url", "http://127.0.0.1:9"],
      1,
      /^psd2-sandbox: no sandbox answers at http:\/\/127\.0\.0\.1:9/,
    ],
    [
      "a ready file that is not there",
      ["stop", "--ready-file", "/nonexistent/sandbox.url"],
      2,
      /does not exist: no sandbox started with it is running/,
    ],
    [
      "both --url and --ready-file",
      ["stop", "--url", "http://127.0.0.1:9", "--ready-file", "x"],
      2,
      /pass either --url URL or --ready-file PATH, not both/,
    ],
  ])("%s: one line, and its exit code", async (_name, args, code, message) => {
    const result = await runCli(args as string[]);
    expect(result.stderr).toMatch(message as RegExp);
    expect(result.code).toBe(code);
  });
});

describe("the bundled CLI serves what the sources do", () => {
  it("a path segment with a broken percent-encoding (%ZZ) is 400 FORMAT_ERROR, not 404", async () => {
    const cli = await startCli(["--port", "0", "--memory"]);
    const tpp = createTppClient({ baseUrl: cli.url, ...loadFixtureTpp("tpp") });
    const response = await tpp.request("GET", "/v1/payments/sepa-credit-transfers/%ZZ/status");
    const body = (await response.json()) as { code: string };
    expect({ status: response.status, code: body.code }).toEqual({ status: 400, code: "FORMAT_ERROR" });
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
  });
});
