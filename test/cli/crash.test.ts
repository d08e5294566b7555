import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
import { startCli } from "../helpers/cli.js";
import { PSU } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const headers = {
  "PSU-ID": PSU.private.customerId,
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Redirect-URI": "https://tpp.example/cb",
  "TPP-Session-ID": "crash-test",
  "x-accept-fix": "",
};

function payment(n: number) {
  return {
    instructedAmount: { currency: "EUR", amount: `${1 + (n % 900)}.00` },
    debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
    creditorName: `Creditor ${n}`,
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    remittanceInformationUnstructured: `crash test ${n}`,
  };
}

function client(url: string, name: "tpp" | "tpp2" = "tpp"): TppClient {
  const { certificate, privateKey } = loadFixtureTpp(name);
  return createTppClient({ baseUrl: url, certificate, privateKey });
}

describe("a crash of the server process", () => {
  it("loses no acknowledged payment: SIGKILL while creations are in flight, restart, all are there (two TPPs, a bank each)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-crash-"));
    const data = join(dir, "store.json");
    // A small compaction threshold makes the kill land around snapshots too.
    const config = join(dir, "sandbox.config.json");
    writeFileSync(config, JSON.stringify({ store: { compactAfterEntries: 50 } }));
    const args = ["--port", "0", "--data", data, "--config", config];
    const env = { PSD2_SANDBOX_LOG_LEVEL: "silent" };
    const first = await startCli(args, env);
    // Two TPPs, so the kill lands among writes to two banks (tenancy per-tpp, the default).
    const tpps = [client(first.url, "tpp"), client(first.url, "tpp2")] as const;
    const acknowledged: [0 | 1, string][] = [];
    let next = 0;
    let stop = false;
    const worker = async () => {
      while (!stop && next < 5000) {
        const n = next++;
        const who = (n % 2) as 0 | 1;
        try {
          const response = await tpps[who].request("POST", "/v1/payments/sepa-credit-transfers", {
            body: payment(n),
            headers,
            query: { allowLogicalDuplicate: true },
          });
          if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
          acknowledged.push([who, ((await response.json()) as { paymentId: string }).paymentId]);
        } catch (error) {
          if (!stop) throw error;
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (acknowledged.length >= 300) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    stop = true;
    first.child.kill("SIGKILL");
    await Promise.allSettled(workers);
    await first.exited;
    const acked = [...acknowledged];
    expect(acked.length).toBeGreaterThanOrEqual(300);

    const second = await startCli(args, env);
    try {
      const again = [client(second.url, "tpp"), client(second.url, "tpp2")] as const;
      for (const [who, id] of acked) {
        const response = await again[who].request("GET", `/v1/payments/sepa-credit-transfers/${id}/status`);
        expect({ id, status: response.status }).toEqual({ id, status: 200 });
      }
      expect(new Set(acked.map(([who]) => who)).size).toBe(2);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 60_000);
});
