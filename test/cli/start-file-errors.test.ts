import { spawn } from "node:child_process";
import { once } from "node:events";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { cliPath, runCli, startCli } from "../helpers/cli.js";

const env = { PSD2_SANDBOX_LOG_LEVEL: "warn" };

/** A stopped sandbox's store folder (data file, index, journal), copied per test. */
let made: string;
beforeAll(async () => {
  made = mkdtempSync(join(tmpdir(), "psd2-start-files-"));
  const cli = await startCli(["--port", "0", "--data", join(made, "store.json")], env);
  cli.child.kill("SIGTERM");
  expect(await cli.exited).toBe(0);
}, 60_000);

function copyOfStore(): string {
  const dir = mkdtempSync(join(tmpdir(), "psd2-start-files-"));
  cpSync(made, dir, { recursive: true });
  return join(dir, "store.json");
}

const filesOf = (dir: string) => new Map(readdirSync(dir).map((name) => [name, name]));

describe("start-up on a store whose file is a directory (the real CLI)", () => {
  it.each([
    { file: "journal", suffix: ".journal" },
    { file: "data file", suffix: "" },
    { file: "index", suffix: ".index" },
  ])(
    "exits 2 naming the $file and what to do, changing nothing",
    async ({ file, suffix }) => {
      const data = copyOfStore();
      rmSync(`${data}${suffix}`);
      mkdirSync(`${data}${suffix}`);
      const before = filesOf(join(data, ".."));
      const start = await runCli(["--port", "0", "--data", data], env);
      expect(start.code).toBe(2);
      expect(start.stderr).toBe(
        `psd2-sandbox: Cannot use ${data}${suffix}, the store's ${file} (EISDIR, open): it is a directory, where the store keeps a file: move it away, or pass another --data.\n`,
      );
      expect(filesOf(join(data, ".."))).toEqual(before);
    },
    30_000,
  );

  it("a journal that is a directory beside no data file is named as such, not taken for changes", async () => {
    const data = join(mkdtempSync(join(tmpdir(), "psd2-start-files-")), "store.json");
    mkdirSync(`${data}.journal`);
    const start = await runCli(["--port", "0", "--data", data], env);
    expect(start.code).toBe(2);
    expect(start.stderr).toContain(
      `Cannot use ${data}.journal, the store's journal (EISDIR, open): it is a directory`,
    );
    expect(readdirSync(join(data, ".."))).toEqual(["store.json.journal"]);
  }, 30_000);
});

/**
 * Runs the CLI as a user the file modes shut out: tests run as root, whom no mode stops, so as root
 * the CLI runs as `nobody` (uid 65534); any other user is stopped by the modes themselves.
 */
async function runShutOut(args: string[]) {
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const child = spawn(process.execPath, [cliPath, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...asNobody,
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, "close"); // after stderr is read to its end
  return { code: code as number | null, stderr };
}

describe("start-up on a store this user may not use (the real CLI, as a user the modes shut out)", () => {
  it.each([
    { what: "a data file it may not read", shut: "", call: "access" },
    { what: "a journal it may not read", shut: ".journal", call: "access" },
    { what: "an index it may not read", shut: ".index", call: "access" },
  ])(
    "$what: exits 2 naming it and what to do",
    async ({ shut, call }) => {
      const data = copyOfStore();
      const dir = join(data, "..");
      chmodSync(dir, 0o755);
      for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o666);
      chmodSync(`${data}${shut}`, 0o000);
      const start = await runShutOut(["--port", "0", "--data", data]);
      expect(start.code).toBe(2);
      expect(start.stderr).toMatch(
        new RegExp(
          `^psd2-sandbox: Cannot use ${data}${shut}, the store's [a-z ]+ \\(EACCES, ${call}\\): permission denied: `,
        ),
      );
      expect(start.stderr).toContain(
        `must be able to read and write ${data}${shut} and create files in its folder ${dir}`,
      );
    },
    30_000,
  );

  it("a folder it may not create files in (every fold writes one there): exits 2 naming it", async () => {
    const data = copyOfStore();
    const dir = join(data, "..");
    for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o666);
    chmodSync(dir, 0o555);
    const start = await runShutOut(["--port", "0", "--data", data]);
    expect(start.code).toBe(2);
    expect(start.stderr).toMatch(
      new RegExp(
        `^psd2-sandbox: Cannot use ${data}, the store's data file \\(EACCES, access ${dir}\\): permission denied: `,
      ),
    );
  }, 30_000);
});

describe("start-up on a device that is full (the real CLI)", () => {
  it("exits 2 naming the data file and what to do when its first write fails with ENOSPC", async () => {
    const data = join(mkdtempSync(join(tmpdir(), "psd2-start-files-")), "store.json");
    // A new store writes FILE.tmp first: here it leads to /dev/full, where every write fails with ENOSPC.
    symlinkSync("/dev/full", `${data}.tmp`);
    const start = await runCli(["--port", "0", "--data", data], env);
    expect(start.code).toBe(2);
    expect(start.stderr).toMatch(
      new RegExp(
        `^psd2-sandbox: Cannot use ${data}, the store's data file \\(ENOSPC, write\\): no space left on the device that holds ${data}: free some space there`,
      ),
    );
    expect(readdirSync(join(data, ".."))).toEqual(["store.json.tmp"]);
  }, 30_000);
});
