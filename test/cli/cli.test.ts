import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, runCliProcess, startCli } from "../helpers/cli.js";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "psd2-cli-"));
}

// Concurrent: each test has its own directory and processes, and waits on them; each hands its own
// onTestFinished to the helpers that start a process (test/helpers/cli.ts, `own`).
describe.concurrent("psd2-sandbox (the real CLI)", () => {
  it("listens on a free port with --port 0, prints one line, and exits 0 on SIGTERM", async ({
    expect,
    onTestFinished,
  }) => {
    const dir = tempDir();
    const cli = await startCli(
      ["--port", "0", "--data", join(dir, "store.json")],
      { PSD2_SANDBOX_LOG_LEVEL: "error" },
      { onTestFinished },
    );
    try {
      expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${cli.url}/__admin/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "UP", customers: 6 });
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
    expect(existsSync(join(dir, "store.json"))).toBe(true);
  });

  it("keeps nothing on disk with --memory", async ({ expect, onTestFinished }) => {
    const dir = tempDir();
    const cli = await startCli(
      ["--port", "0", "--memory"],
      { PSD2_SANDBOX_DATA: join(dir, "store.json") },
      { onTestFinished },
    );
    cli.child.kill("SIGINT");
    expect(await cli.exited).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.for([
    [["--port", "eighty"], /--port takes a whole number/],
    [["--port", "70000"], /flags: port/],
    [["--signature", "maybe"], /flags: signature: .*enforce/],
    [["--bogus"], /unknown option --bogus/],
    [["--memory", "--data", "x.json"], /either --data FILE or --memory/],
    [["serve-please"], /unknown command "serve-please"/],
  ] as const)(
    "refuses %j with one line and exit code 2",
    async ([args, message], { expect, onTestFinished }) => {
      const dir = tempDir();
      const result = await runCli(
        [...args],
        { PSD2_SANDBOX_DATA: join(dir, "store.json") },
        { onTestFinished },
      );
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it("refuses a bad config file value with exit code 2", async ({ expect, onTestFinished }) => {
    const dir = tempDir();
    const config = join(dir, "sandbox.config.json");
    writeFileSync(config, JSON.stringify({ port: -1 }));
    const result = await runCli(["--config", config, "--memory"], {}, { onTestFinished });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/sandbox\.config\.json: port/);
  });

  it("refuses a data file that does not parse, and leaves it as it was", async ({
    expect,
    onTestFinished,
  }) => {
    const dir = tempDir();
    const data = join(dir, "store.json");
    writeFileSync(data, "{ not json");
    const result = await runCli(["--port", "0", "--data", data], {}, { onTestFinished });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/store\.json/);
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(data, "utf8")).toBe("{ not json");
  });

  it.each([["request"], ["approve"], ["store"]])(
    "prints the %s command's own help with --help",
    async (verb) => {
      const result = await runCli([verb, "--help"]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`usage: psd2-sandbox ${verb}`);
    },
  );

  it("prints its usage with --help", async () => {
    const result = await runCli(["--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("psd2-sandbox certs --out DIR");
  });
});

describe.concurrent("psd2-sandbox request and certs", () => {
  it("request signs with the shipped test certificate and prints the answer", async ({
    expect,
    onTestFinished,
  }) => {
    const cli = await startCli(["--port", "0", "--memory"], {}, { onTestFinished });
    try {
      const result = await runCli(["request", "GET", "/v1/sandbox/customers", "--url", cli.url]);
      expect(result.stderr).toBe("HTTP 200\n");
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).customers).toHaveLength(6);
      const missing = await runCli(["request", "GET", "/v1/sandbox/customers/nobody", "--url", cli.url]);
      expect(missing.code).toBe(1);
      expect(JSON.parse(missing.stdout).code).toBe("RESOURCE_UNKNOWN");
    } finally {
      cli.child.kill("SIGTERM");
      await cli.exited;
    }
  });

  it("certs writes a CA, a TPP certificate and key that the sandbox accepts", async ({
    expect,
    onTestFinished,
  }) => {
    const dir = tempDir();
    const written = await runCli(["certs", "--out", dir, "--org", "My TPP AS"]);
    expect(written.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(["README.md", "ca.key.pem", "ca.pem", "tpp.key.pem", "tpp.pem"]);
    const cli = await startCli(["--port", "0", "--memory"], {}, { onTestFinished });
    try {
      const result = await runCli([
        "request",
        "GET",
        "/v1/sandbox/customers",
        "--url",
        cli.url,
        "--cert",
        join(dir, "tpp.pem"),
        "--key",
        join(dir, "tpp.key.pem"),
      ]);
      expect(result.stderr).toBe("HTTP 200\n");
    } finally {
      cli.child.kill("SIGTERM");
      await cli.exited;
    }
  });

  it("request without PATH says what it needs, exit code 2", async () => {
    const result = await runCli(["request", "GET"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/request needs METHOD and PATH/);
  });
});

describe.concurrent("the binary and the suite's CLI runner", () => {
  // The suite runs client verbs through the bundle's run() in one process (test/helpers/cli.ts): the
  // binary, a process of its own, answers each line with the same exit code, stdout and stderr.
  it.for([
    [["request", "GET"], 2],
    [["request", "GET", "/v1/sandbox/customers", "--url", "http://127.0.0.1:9"], 1],
    [["store", "check", "--data", join(tmpdir(), "psd2-cli-no-store", "store.json")], 2],
    [["help", "clock"], 0],
  ] as const)(
    "%j: exit code %i, the same output either way",
    async ([args, code], { expect, onTestFinished }) => {
      const [process, runner] = await Promise.all([
        runCliProcess([...args], {}, { onTestFinished }),
        runCli([...args]),
      ]);
      expect(process.code).toBe(code);
      expect(runner).toEqual(process);
    },
  );
});
