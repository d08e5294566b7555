import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTppClient } from "../../src/signing/client.js";
import { startCli } from "../helpers/cli.js";
import { PSU } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const headers = {
  "PSU-ID": PSU.private.customerId,
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Redirect-URI": "https://tpp.example/cb",
  "TPP-Session-ID": "fold-failure-test",
  "x-accept-fix": "",
};

const payment = (n: number) => ({
  instructedAmount: { currency: "EUR", amount: `${n}.00` },
  debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
  creditorName: `Creditor ${n}`,
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
});

describe("a fold that cannot write the data file", () => {
  it("leaves every write answered, reports health DEGRADED with why, stops cleanly on SIGTERM, and loses nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-fold-"));
    const data = join(dir, "store.json");
    const config = join(dir, "sandbox.config.json");
    writeFileSync(config, JSON.stringify({ store: { compactAfterEntries: 5 } }));
    const args = ["--port", "0", "--data", data, "--config", config];
    const env = { PSD2_SANDBOX_LOG_LEVEL: "error" };
    const first = await startCli(args, env);
    // The fold writes <data>.tmp first; a directory in its place fails it (as a full disk would) even for root.
    mkdirSync(`${data}.tmp`);
    const { certificate, privateKey } = loadFixtureTpp("tpp");
    const tpp = createTppClient({ baseUrl: first.url, certificate, privateKey });
    const created: string[] = [];
    // One journal entry each (with its X-Request-ID record): more than the fresh store's records (~70), so a fold is due.
    for (let n = 1; n <= 80; n++) {
      const response = await tpp.request("POST", "/v1/payments/sepa-credit-transfers", {
        body: payment(n),
        headers,
      });
      expect({
        n,
        status: response.status,
        body: response.status === 201 ? "" : await response.text(),
      }).toEqual({
        n,
        status: 201,
        body: "",
      });
      created.push(((await response.json()) as { paymentId: string }).paymentId);
    }
    // The fold runs at the first quiet moment (100 ms without a change).
    type Health = { store: { status: string; journalEntries: number } };
    const readHealth = async () => (await (await fetch(`${first.url}/__admin/health`)).json()) as Health;
    let health = await readHealth();
    for (let tries = 0; health.store.status !== "degraded" && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      health = await readHealth();
    }
    expect(health).toMatchObject({
      status: "DEGRADED",
      store: { status: "degraded", reason: expect.stringMatching(/EISDIR/) },
    });
    expect(health.store.journalEntries).toBeGreaterThanOrEqual(80);
    // Logged once for the run of failures, however many retries there were.
    expect(first.stderr().match(/store fold failed/g)).toHaveLength(1);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    rmSync(`${data}.tmp`, { recursive: true });
    const second = await startCli(args, env);
    try {
      const again = createTppClient({ baseUrl: second.url, certificate, privateKey });
      for (const id of created) {
        const response = await again.request("GET", `/v1/payments/sepa-credit-transfers/${id}/status`);
        expect({ id, status: response.status }).toEqual({ id, status: 200 });
      }
      const healthy = await (await fetch(`${second.url}/__admin/health`)).json();
      expect(healthy).toMatchObject({ status: "UP", store: { status: "ok" } });
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 60_000);
});
