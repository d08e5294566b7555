import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

let bank: RunningSandbox;
const dir = mkdtempSync(join(tmpdir(), "psd2-report-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
  await bank.tpp().listCustomers();
});
afterAll(() => bank?.close());

describe("psd2-sandbox report", () => {
  it("--require: exit 1 naming each outcome not met, an unknown name too; the report is printed all the same", async () => {
    const required = file(
      "go-live.txt",
      "# go-live\nrefusals # every refusal\npayments.sepa.settled\nno.such.outcome\n",
    );
    const r = await runCli(["report", "--url", bank.url, "--require", required]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain("payments.sepa.settled: not met");
    expect(r.stderr).toContain("refusals.SIGNATURE_INVALID: not met");
    expect(r.stderr).toContain("no.such.outcome: no such outcome, check or area in this report");
    expect(JSON.parse(r.stdout)).toMatchObject({ tpp: "PSDNO-FSA-999999991" });
  });

  it("--require of outcomes met: exit 0", async () => {
    const required = file("met.txt", "sandbox-data.listSandboxCustomers.200\nchecks.signed-date\n");
    const r = await runCli(["report", "--url", bank.url, "--require", required, "--format", "md"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("`sandbox-data.listSandboxCustomers.200`");
  });

  it.each([
    [["--format", "xml"], "--format is one of json, md, junit"],
    [["--require", join(dir, "missing.txt")], "--require"],
    [["--require", "/dev/null"], "names no outcome"],
    [["extra"], 'report takes no arguments, not "extra"'],
  ])("%j is a usage error (exit 2)", async (args, message) => {
    const r = await runCli(["report", "--url", bank.url, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
