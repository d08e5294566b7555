import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultCustomers } from "../../src/test-data/default-customers.js";
import { runCli, startCli } from "../helpers/cli.js";

const sepa = (debtorIban: string) =>
  JSON.stringify({
    instructedAmount: { currency: "EUR", amount: "12.50" },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: debtorIban, currency: "NOK" },
  });

describe("psd2-sandbox request --psu", () => {
  it("fills the initiation headers from the default customer: a private and a corporate SEPA creation are 201; a --header wins", async () => {
    const cli = await startCli(["--port", "0", "--memory"]);
    const path = "/v1/payments/sepa-credit-transfers";
    const { private: nora, corporate } = defaultCustomers;
    const run = (args: string[]) => runCli(["request", "POST", path, "--url", cli.url, ...args]);

    const privately = await run([
      "--psu",
      nora.customerNumber,
      "--data",
      sepa(nora.accounts.brukskonto.iban),
    ]);
    expect(privately.stderr).toBe("HTTP 201\n");
    expect(JSON.parse(privately.stdout)).toMatchObject({ transactionStatus: "RCVD" });

    // A corporate PSU needs PSU-Corporate-ID as well (400 without it): --psu sends its agreement.
    const corporately = await run([
      "--psu",
      corporate.customerNumber,
      "--data",
      sepa(corporate.accounts.driftskonto.iban),
    ]);
    expect(corporately.stderr).toBe("HTTP 201\n");

    const overridden = await run([
      "--psu",
      nora.customerNumber,
      "--header",
      "psu-ip-address: not-an-address",
      "--data",
      sepa(nora.accounts.brukskonto.iban),
    ]);
    expect(overridden.stderr).toBe("HTTP 400\n");
    expect(overridden.stdout).toContain('"path": "PSU-IP-Address"');
    cli.child.kill("SIGTERM");
    await cli.exited;
  });
});

describe("psd2-sandbox store where there is no store", () => {
  it.each(["check", "repair"])("store %s says so, exit 2, and writes nothing", async (action) => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-no-store-"));
    const file = join(dir, "store.json");
    const result = await runCli(["store", action, "--data", file]);
    expect(result.stderr).toBe(
      `psd2-sandbox: no store at ${file}: no data file, index or journal there, nothing to ${action}; pass the --data FILE the sandbox runs with\n`,
    );
    expect(result.stdout).toBe("");
    expect(result.code).toBe(2);
    expect(readdirSync(dir)).toEqual([]);
  });
});
