import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningCli, runCli, startCli } from "../helpers/cli.js";
import { ibanOf, PSU } from "../helpers/payments.js";

/** `psd2-sandbox approve` on a consent's scaRedirect link, as on a payment's: the built CLI. */
let cli: RunningCli;
beforeAll(async () => {
  cli = await startCli(["--port", "0", "--memory"], { PSD2_SANDBOX_LOG_LEVEL: "error" });
});
afterAll(async () => {
  cli?.child.kill("SIGTERM");
  await cli?.exited;
});

const iban = ibanOf(PSU.private.brukskonto);
const body = JSON.stringify({
  access: { balances: [{ iban }], transactions: [{ iban }] },
  recurringIndicator: true,
  validUntil: "9999-12-31",
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
});

async function consent(): Promise<{ consentId: string; _links: { scaRedirect: { href: string } } }> {
  const args = ["request", "POST", "/v1/consents", "--psu", PSU.private.customerNumber, "--data", body];
  const created = await runCli([...args, "--url", cli.url]);
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout);
}

async function status(consentId: string): Promise<unknown> {
  const args = ["request", "GET", `/v1/consents/${consentId}/status`, "--header", "x-accept-fix:"];
  const read = await runCli([...args, "--url", cli.url]);
  expect(read.code, read.stderr).toBe(0);
  return JSON.parse(read.stdout);
}

describe("psd2-sandbox approve on a consent link", () => {
  it("approves (valid) or, with --reject, rejects (rejected), printing the TPP's redirect", async () => {
    const approved = await consent();
    const yes = await runCli([
      "approve",
      approved._links.scaRedirect.href,
      "--customer",
      PSU.private.customerNumber,
      "--url",
      cli.url,
    ]);
    expect(yes.code, yes.stderr).toBe(0);
    expect(yes.stdout).toMatch(/^https:\/\/\S+\n$/);
    expect(await status(approved.consentId)).toEqual({ consentStatus: "valid" });

    const rejected = await consent();
    const id = rejected._links.scaRedirect.href.split("/").at(-1) ?? "";
    const no = await runCli([
      "approve",
      id,
      "--customer",
      PSU.private.customerNumber,
      "--reject",
      "--url",
      cli.url,
    ]);
    expect(no.code, no.stderr).toBe(0);
    expect(await status(rejected.consentId)).toEqual({ consentStatus: "rejected" });
  });
});
