import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, type ExpectStatic, it, type OnTestFinishedHandler } from "vitest";
import { cliPath } from "../helpers/cli.js";

function readyPath(): string {
  return join(mkdtempSync(join(tmpdir(), "psd2-parent-")), "sandbox.url");
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

/** What a concurrent test's own context gives: its expect, and its end's hook. */
interface Own {
  expect: ExpectStatic;
  onTestFinished: (fn: OnTestFinishedHandler) => void;
}

/** Runs the CLI under a starter shell, as npx does; the CLI's pid once its ready file exists. */
async function underStarter({ expect, onTestFinished }: Own, ready: string, ...flags: string[]) {
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

// Concurrent: each test waits on processes of its own (their starts, the parent's looks), nothing shared.
describe.concurrent("the sandbox exits when whoever started it goes away", () => {
  it("its parent killed (SIGKILL, no signal passed on): it stops and removes its ready file", async (own) => {
    const ready = readyPath();
    const { starter, pid, url } = await underStarter(own, ready);
    own.expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    starter.kill("SIGKILL");
    own.expect(await eventually(() => !alive(pid) && !existsSync(ready))).toBe(true);
  });

  it("--outlive-parent: it keeps serving after its parent is gone", async (own) => {
    const ready = readyPath();
    const { starter, pid, url } = await underStarter(own, ready, "--outlive-parent");
    starter.kill("SIGKILL");
    // Past several of its looks at the parent: still there, still answering.
    await sleep(2_000);
    own.expect(alive(pid)).toBe(true);
    own.expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    process.kill(pid, "SIGTERM");
    own.expect(await eventually(() => !alive(pid) && !existsSync(ready))).toBe(true);
  });
});
