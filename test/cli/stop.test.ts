import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, onTestFinished } from "vitest";
import { createTppClient } from "../../src/signing/client.js";
import { cliPath, runCli, startCli } from "../helpers/cli.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

function readyPath(): string {
  return join(mkdtempSync(join(tmpdir(), "psd2-stop-")), "sandbox.url");
}

/** Whether process `pid` is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `done` until it holds or ~10 s have passed; the outcome is what is asserted, not the time. */
async function eventually(done: () => boolean): Promise<boolean> {
  for (let i = 0; i < 200; i += 1) {
    if (done()) return true;
    await sleep(50);
  }
  return done();
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

/** Runs the CLI under a starter shell, as npx does; the CLI's pid once its ready file exists. */
async function underStarter(ready: string, ...flags: string[]) {
  const starter = spawn(
    "sh",
    [
      "-c",
      `"${process.execPath}" "${cliPath}" --port 0 --memory --ready-file "${ready}" ${flags.join(" ")} & echo $!; wait`,
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let out = "";
  starter.stdout.on("data", (chunk) => {
    out += chunk;
  });
  for (let i = 0; i < 400 && !(out.includes("\n") && existsSync(ready)); i += 1) await sleep(50);
  // The first line is the shell's $!; the CLI's own ready line follows on the same pipe.
  const pid = Number(out.split("\n")[0]);
  expect(pid).toBeGreaterThan(1);
  onTestFinished(() => {
    if (alive(pid)) process.kill(pid, "SIGKILL");
  });
  expect(existsSync(ready)).toBe(true);
  return { starter, pid, url: readFileSync(ready, "utf8").trim() };
}

describe("the sandbox exits when whoever started it goes away", () => {
  it("its parent killed (SIGKILL, no signal passed on): it stops and removes its ready file", async () => {
    const ready = readyPath();
    const { starter, pid, url } = await underStarter(ready);
    expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    starter.kill("SIGKILL");
    expect(await eventually(() => !alive(pid) && !existsSync(ready))).toBe(true);
  });

  it("--outlive-parent: it keeps serving after its parent is gone", async () => {
    const ready = readyPath();
    const { starter, pid, url } = await underStarter(ready, "--outlive-parent");
    starter.kill("SIGKILL");
    // Past several of its looks at the parent: still there, still answering.
    await sleep(2_000);
    expect(alive(pid)).toBe(true);
    expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    process.kill(pid, "SIGTERM");
    expect(await eventually(() => !alive(pid) && !existsSync(ready))).toBe(true);
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
