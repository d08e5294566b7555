import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, startCli } from "../helpers/cli.js";

function readyPath(): string {
  return join(mkdtempSync(join(tmpdir(), "psd2-ready-")), "sandbox.url");
}

describe("psd2-sandbox --ready-file PATH", () => {
  it("holds the URL once listening (never a half-written one), and is removed on exit", async () => {
    const ready = readyPath();
    writeFileSync(ready, "http://127.0.0.1:1\n"); // a previous run's, left behind by a kill -9
    const cli = await startCli(["--port", "0", "--memory", "--ready-file", ready]);
    expect(readFileSync(ready, "utf8")).toBe(`${cli.url}\n`);
    expect((await fetch(`${readFileSync(ready, "utf8").trim()}/__admin/health`)).status).toBe(200);
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    expect(existsSync(ready)).toBe(false);
  });

  it("a start that fails (port taken) leaves no ready file, not even a previous run's", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    const ready = readyPath();
    writeFileSync(ready, `http://127.0.0.1:${port}\n`);
    try {
      const result = await runCli(["--port", String(port), "--memory", "--ready-file", ready]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(`cannot listen on 127.0.0.1:${port}: EADDRINUSE`);
      expect(existsSync(ready)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("a folder that does not exist is one line before anything starts, exit code 2", async () => {
    const ready = join(mkdtempSync(join(tmpdir(), "psd2-ready-")), "missing", "sandbox.url");
    const result = await runCli(["--port", "0", "--memory", "--ready-file", ready]);
    expect(result.stderr).toMatch(
      /^psd2-sandbox: --ready-file .*: folder .*missing does not exist; create it first\n$/,
    );
    expect(result.code).toBe(2);
  });
});
