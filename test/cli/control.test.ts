import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningCli, runCli, startCli } from "../helpers/cli.js";
import { PSU, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

/** The control verbs and `request --include`, run as the built CLI against a sandbox the CLI started. */
let cli: RunningCli;
beforeAll(async () => {
  cli = await startCli(["--port", "0", "--memory"], { PSD2_SANDBOX_LOG_LEVEL: "error" });
  const set = await runCli(["clock", "--set", "2026-03-02T10:00:00Z", "--url", cli.url]);
  expect(set.code, set.stderr).toBe(0);
});
afterAll(async () => {
  cli?.child.kill("SIGTERM");
  await cli?.exited;
});

const headers = [
  ["PSU-ID", PSU.private.customerId],
  ["PSU-IP-Address", "192.0.2.10"],
  ["TPP-Session-ID", "cli-test"],
  ["TPP-Redirect-URI", "https://tpp.example/cb"],
  ["x-accept-fix", ""],
].flatMap(([name, value]) => ["--header", `${name}: ${value}`]);

/** Creates a SEPA payment with `request --include`: the status line, the headers, then the body. */
async function create(amount: string) {
  const body = JSON.stringify(sepaPayment({ instructedAmount: { currency: "EUR", amount } }));
  const result = await runCli([
    "request",
    "POST",
    SEPA_PATH,
    "--data",
    body,
    ...headers,
    "--include",
    "--url",
    cli.url,
  ]);
  expect(result.code, result.stderr).toBe(0);
  const [head = "", json = ""] = result.stdout.split("\n\n");
  return { head, body: JSON.parse(json) as { paymentId: string; _links: { scaRedirect: { href: string } } } };
}

describe("psd2-sandbox request --include", () => {
  it("prints the status line and the headers (Location, ASPSP-SCA-Approach, X-Request-ID) before the body", async () => {
    const { head, body } = await create("1.00");
    const lines = head.split("\n");
    expect(lines[0]).toBe("HTTP/1.1 201 Created");
    expect(lines).toContain(`location: ${cli.url}${SEPA_PATH}/${body.paymentId}`);
    expect(lines).toContain("aspsp-sca-approach: REDIRECT");
    expect(head).toMatch(/^x-request-id: [0-9a-f-]{36}$/m);
  });
});

describe("psd2-sandbox approve, batch, clock", () => {
  it("approve LINK --customer N approves on the SCA page and prints the TPP's redirect; batch books it", async () => {
    const { body } = await create("2.00");
    const approved = await runCli([
      "approve",
      body._links.scaRedirect.href,
      "--customer",
      PSU.private.customerNumber,
    ]);
    expect(approved.code, approved.stderr).toBe(0);
    const authorisationId = body._links.scaRedirect.href.split("/").at(-1);
    expect(approved.stderr).toBe(
      `psd2-sandbox: approved authorisation ${authorisationId} as customer ${PSU.private.customerNumber}; the PSU's browser is sent to:\n`,
    );
    expect(approved.stdout).toMatch(/^https:\/\/tpp\.example\/cb\S*\n$/);
    const batch = await runCli(["batch", "--url", cli.url]);
    expect(batch.code, batch.stderr).toBe(0);
    expect(JSON.parse(batch.stdout).moved).toContainEqual({
      paymentId: body.paymentId,
      from: "ACTC",
      to: "ACSC",
    });
    const again = await runCli([
      "approve",
      body._links.scaRedirect.href,
      "--customer",
      PSU.private.customerNumber,
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split("\n"), again.stderr).toHaveLength(1);
    expect(again.stderr).toMatch(/answered 410\): It was approved before and cannot be used again/);
  });

  it("approve AUTHORISATION_ID --reject --url: the payment is RJCT", async () => {
    const { body } = await create("3.00");
    const authorisationId = body._links.scaRedirect.href.split("/").at(-1) as string;
    const rejected = await runCli([
      "approve",
      authorisationId,
      "--customer",
      PSU.private.customerNumber,
      "--reject",
      "--url",
      cli.url,
    ]);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stderr).toMatch(`psd2-sandbox: rejected authorisation ${authorisationId} as customer`);
    const status = await runCli([
      "request",
      "GET",
      `${SEPA_PATH}/${body.paymentId}/status`,
      "--url",
      cli.url,
    ]);
    expect(JSON.parse(status.stdout).transactionStatus).toBe("RJCT");
  });

  it("clock prints the sandbox clock; --advance P1D runs the day's five batch runs", async () => {
    const read = await runCli(["clock", "--url", cli.url]);
    expect(JSON.parse(read.stdout)).toMatchObject({ timeZone: "Europe/Oslo" });
    const moved = await runCli(["clock", "--advance", "P1D", "--url", cli.url]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(JSON.parse(moved.stdout).batchRuns).toBe(5);
  });

  it("a bad duration is one line with the control API's message, exit code 1", async () => {
    const result = await runCli(["clock", "--advance", "tomorrow", "--url", cli.url]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/400 FORMAT_ERROR: advance must be a positive ISO 8601 duration/);
  });

  it.each([
    [
      ["--set", "0001-01-01T00:00:00Z"],
      /400 FORMAT_ERROR: now must lie in the sandbox clock's range, 2000-01-01T00:00:00Z to 2100-12-31T23:59:59Z/,
    ],
    [
      ["--advance", "PT99999999999H"],
      /400 FORMAT_ERROR: advance would put the sandbox clock beyond any date/,
    ],
  ])("clock %j outside the clock's range is refused with the range, exit code 1", async (args, message) => {
    const result = await runCli(["clock", ...args, "--url", cli.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    const read = await runCli(["clock", "--advance", "PT1M", "--url", cli.url]);
    expect(read.code, read.stderr).toBe(0);
  });

  it.each([
    [["approve", "abc"], /approve needs --customer/],
    [["approve", "--customer", "13039319955"], /approve needs the scaRedirect link/],
    [["clock", "--advance", "P1D", "--set", "2026-03-02T10:00:00Z"], /either --advance DURATION or --set/],
    [["batch", "now"], /batch takes no arguments/],
  ])("refuses %j with one line and exit code 2", async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });
});

describe("no sandbox at the URL", () => {
  it.each([
    [["request", "GET", "/v1/sandbox/customers"]],
    [["batch"]],
    [["clock"]],
    [["approve", "abc", "--customer", "13039319955"]],
  ])("%j prints one line saying how to start one, exit code 1, no stack", async (args) => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const result = await runCli([...args, "--url", url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `psd2-sandbox: no sandbox answers at ${url} — start one with \`npx psd2-sandbox\`\n`,
    );
  });
});
