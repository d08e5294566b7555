import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startSandbox } from "../../src/index.js";
import { runCli } from "../helpers/cli.js";

const TPP = "PSDNO-FSA-999999991";
const config = fileURLToPath(new URL("./tpp-ci.vitest.config.ts", import.meta.url));
const vitest = fileURLToPath(new URL("../../node_modules/vitest/vitest.mjs", import.meta.url));
const goLive = fileURLToPath(new URL("../../examples/tpp-ci/go-live.txt", import.meta.url));

/** examples/tpp-ci's readiness tests against a fresh sandbox (`only`: the names of the tests kept). */
async function exampleRun(only?: string) {
  const bank = await startSandbox({ logLevel: "silent" });
  try {
    const args = [vitest, "run", "--config", config, ...(only ? ["-t", only] : [])];
    const child = spawn(process.execPath, args, { env: { ...process.env, PSD2_SANDBOX_URL: bank.url } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code, output).toBe(0);
    const report = (format: string, ...more: string[]) =>
      runCli(["report", "--url", bank.url, "--tpp", TPP, "--format", format, ...more]);
    const [md, junit, required] = await Promise.all([
      report("md"),
      report("junit"),
      report("json", "--require", goLive),
    ]);
    return { md, junit, required };
  } finally {
    await bank.close();
  }
}

/** The JUnit test case of an outcome: passed (no child element), skipped or failed. */
function verdict(xml: string, id: string): string {
  const match = new RegExp(`<testcase [^>]*name="${id.replace(/\./g, "\\.")}">(<skipped|<failure)?`).exec(
    xml,
  );
  if (!match) throw new Error(`no test case ${id} in ${xml.slice(0, 400)}`);
  return match[1] === "<skipped" ? "skipped" : match[1] === "<failure" ? "failed" : "passed";
}

describe("examples/tpp-ci publishes its readiness report", () => {
  it("names the outcomes its tests met; without its rejection test, that outcome's JUnit case is skipped", {
    timeout: 240_000,
  }, async () => {
    // Each run has a sandbox of its own, and most of a run is its vitest starting: the two side by side.
    const [full, fewer] = await Promise.all([exampleRun(), exampleRun("approved payment")]);
    expect(full.md.code, full.md.stderr).toBe(0);
    for (const id of ["payments.createSepaPayment.201", "payments.sepa.settled", "payments.sepa.sca-failed"])
      expect(full.md.stdout).toContain(`\`${id}\``);
    expect(verdict(full.junit.stdout, "payments.sepa.sca-failed")).toBe("passed");
    expect(verdict(full.junit.stdout, "sca.payment.failed")).toBe("passed");
    expect(full.required.code, full.required.stderr).toBe(0);

    expect(verdict(fewer.junit.stdout, "payments.sepa.sca-failed")).toBe("skipped");
    expect(verdict(fewer.junit.stdout, "payments.sepa.settled")).toBe("passed");
    expect(fewer.required.code).toBe(1);
    expect(fewer.required.stderr).toContain("payments.sepa.sca-failed: not met");
    expect(readFileSync(goLive, "utf8")).toContain("payments.sepa.sca-failed");
  });
});
