import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliPath } from "../helpers/cli.js";

const recipe = new URL("../../examples/tpp-ci/start-sandbox.sh", import.meta.url).pathname;

/** A TPP's project folder with psd2-sandbox installed (its bin runs this build) and the recipe in it. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), "psd2-recipe-"));
  mkdirSync(join(dir, "node_modules", ".bin"), { recursive: true });
  const bin = join(dir, "node_modules", ".bin", "psd2-sandbox");
  writeFileSync(bin, `#!/bin/sh\nexec "${process.execPath}" "${cliPath}" "$@"\n`);
  chmodSync(bin, 0o755);
  copyFileSync(recipe, join(dir, "start-sandbox.sh"));
  return dir;
}

async function sh(dir: string, args: string[]) {
  const child = spawn("sh", ["start-sandbox.sh", ...args], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, "close");
  return { code: code as number, stdout, stderr };
}

describe("the README's CI recipe (examples/tpp-ci/start-sandbox.sh)", () => {
  it("with the port taken: prints the sandbox's log (the EADDRINUSE line) and exits 1 as soon as it dies", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as { port: number };
    try {
      const result = await sh(project(), ["--port", String(port)]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(`psd2-sandbox: cannot listen on 127.0.0.1:${port}: EADDRINUSE`);
      expect(result.stderr).toMatch(/psd2-sandbox exited \(1\) before listening\n$/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("with a bad setting: the same, with the setting's line", async () => {
    const result = await sh(project(), ["--signature", "maybe"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("flags: signature");
    expect(result.stderr).toMatch(/psd2-sandbox exited \(2\) before listening\n$/);
  });

  it("once listening: prints the URL and leaves the sandbox running; its pid stops it, the ready file goes", async () => {
    const dir = project();
    const result = await sh(dir, ["--port", "0"]);
    expect(result.code, result.stderr).toBe(0);
    const url = result.stdout.trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${url}/__admin/health`)).status).toBe(200);
    process.kill(Number(readFileSync(join(dir, "sandbox.pid"), "utf8")), "SIGTERM");
    await expect.poll(() => existsSync(join(dir, "sandbox.exit")), { timeout: 10_000 }).toBe(true);
    expect(readFileSync(join(dir, "sandbox.exit"), "utf8").trim()).toBe("0");
    expect(existsSync(join(dir, "sandbox.url"))).toBe(false);
  });

  it("is the script the README shows", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const body = readFileSync(recipe, "utf8").split("\n").slice(1).join("\n").trim();
    expect(readme).toContain(body);
  });
});
