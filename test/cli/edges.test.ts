import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

/** Each mistake a new user makes at the shell gets one line naming what to do instead, exit code 2. */
// Concurrent: each test has its own directory and process, and hands its own onTestFinished to it
// (test/helpers/cli.ts, `own`).
describe.concurrent("psd2-sandbox: a mistyped command line", () => {
  it.for([
    [
      ["--prot", "8090"],
      "unknown option --prot: did you mean --port? (psd2-sandbox --help lists the options)",
    ],
    [
      ["aprove", "abc", "--customer", "13039319955"],
      'unknown command "aprove": did you mean approve? (psd2-sandbox --help lists the commands)',
    ],
    [
      ["reqest", "GET", "/v1/sandbox/customers"],
      'unknown command "reqest": did you mean request? (psd2-sandbox --help lists the commands)',
    ],
    [["frobnicate"], 'unknown command "frobnicate" (psd2-sandbox --help lists the commands)'],
    [
      ["help", "aprove"],
      'no command "aprove": did you mean approve? (psd2-sandbox --help lists the commands)',
    ],
    [
      ["approve", "abc", "--custmer", "13039319955"],
      "unknown option --custmer: did you mean --customer? (psd2-sandbox help approve lists the options)",
    ],
    [["--port"], "--port needs a value: --port N (psd2-sandbox --help lists the options)"],
    [["--port", "--memory"], "--port needs a value: --port N (psd2-sandbox --help lists the options)"],
    [
      ["request", "GET", "/v1/sandbox/customers", "--url"],
      "--url needs a value: --url URL (psd2-sandbox help request lists the options)",
    ],
    [
      ["store", "chek"],
      'store takes check or repair, not "chek": did you mean store check? (psd2-sandbox help store)',
    ],
    [
      ["request", "GET", "/v1/sandbox/customers", "--psu", "12345678901"],
      '--psu takes a default customer\'s 11-digit customer number, not "12345678901": 13039319955 (private), 12085592767 (private), 18129215603 (corporate), 20079518612 (corporate), 15048001340 (corporate), 01019038862 (private); for another PSU send --header "PSU-ID: …"',
    ],
    [
      ["request", "GTE", "/v1/sandbox/customers"],
      'no HTTP method "GTE": did you mean GET? (request sends GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS)',
    ],
  ] as const)("%j", async ([args, line], { expect, onTestFinished }) => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-edges-"));
    const result = await runCli(
      [...args],
      { PSD2_SANDBOX_DATA: join(dir, "store.json") },
      { onTestFinished },
    );
    expect(result.stderr).toBe(`psd2-sandbox: ${line}\n`);
    expect(result.code).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe.concurrent("psd2-sandbox: a bad environment variable or config file", () => {
  it.for([
    [{ PSD2_SANDBOX_PORT: "abc" }, 'PSD2_SANDBOX_PORT takes a whole number, not "abc"; fix or unset it'],
    [{ PSD2_SANDBOX_SEED: "-1" }, 'PSD2_SANDBOX_SEED takes a whole number, not "-1"; fix or unset it'],
    [
      { PSD2_SANDBOX_MEMORY: "yes" },
      'PSD2_SANDBOX_MEMORY takes true, false, 1 or 0, not "yes"; fix or unset it',
    ],
    [
      { PSD2_SANDBOX_PORT: "70000" },
      "invalid setting in environment: PSD2_SANDBOX_PORT (port): Too big: expected number to be <=65535",
    ],
  ] as const)("%j is named in one line", async ([env, line], { expect, onTestFinished }) => {
    const result = await runCli(["--memory"], env, { onTestFinished });
    expect(result.stderr).toBe(`psd2-sandbox: ${line}\n`);
    expect(result.code).toBe(2);
  });

  it.for([
    [
      '{\n  "port": 8080,\n}\n',
      "line 3, column 1: expected a double-quoted property name (no trailing comma)",
    ],
    ['{\n  "port": 8080\n  "seed": 2\n}\n', 'line 3, column 3: expected "," or "}"'],
    ['{ "signature": warn }', "line 1, column 16: expected a value"],
  ] as const)(
    "a config file with a JSON syntax error is located by line and column: %j",
    async ([text, where], { expect, onTestFinished }) => {
      const config = join(mkdtempSync(join(tmpdir(), "psd2-edges-")), "sandbox.config.json");
      writeFileSync(config, text);
      const result = await runCli(["--config", config, "--memory"], {}, { onTestFinished });
      expect(result.stderr).toMatch(`psd2-sandbox: config file ${config} is not valid JSON at ${where}`);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
      expect(result.code).toBe(2);
    },
  );

  it("a config file that is JSON but no object says what it must be", async ({ expect, onTestFinished }) => {
    const config = join(mkdtempSync(join(tmpdir(), "psd2-edges-")), "sandbox.config.json");
    writeFileSync(config, '[{ "port": 8080 }]');
    const result = await runCli(["--config", config, "--memory"], {}, { onTestFinished });
    expect(result.stderr).toBe(
      `psd2-sandbox: config file ${config} must be one JSON object of settings ({"port": 8080, ...}), not an array; fix or remove it\n`,
    );
  });

  it("--help shows the data file a start without --memory writes", async () => {
    const result = await runCli(["--help"]);
    expect(result.stdout).toMatch(
      /--data FILE .*default: \.psd2-sandbox\/store\.json; env: PSD2_SANDBOX_DATA/,
    );
  });
});

describe("psd2-sandbox client verbs against a server that is not a sandbox", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response
        .writeHead(200, { "Content-Type": "text/html" })
        .end("<html><body><h1>Welcome to nginx!</h1></body></html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    [["request", "GET", "/v1/sandbox/customers"]],
    [["batch"]],
    [["clock"]],
    [["approve", "abc", "--customer", "13039319955"]],
  ])("%j says so in one line, exit code 1, none of its HTML", async (args) => {
    const result = await runCli([...args, "--url", url]);
    expect(result.stderr).toBe(
      `psd2-sandbox: the server at ${url} is not a psd2-sandbox (it answered 200 text/html without X-Request-ID); check --url or PSD2_SANDBOX_URL\n`,
    );
    expect(result.stdout).toBe("");
    expect(result.code).toBe(1);
  });
});
