import { mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTppClient } from "../../src/signing/client.js";
import { type OwnTest, runCli, startCli } from "../helpers/cli.js";
import { PSU } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const headers = {
  "PSU-ID": PSU.private.customerId,
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Redirect-URI": "https://tpp.example/cb",
  "TPP-Session-ID": "store-check",
  "x-accept-fix": "",
};

const client = (url: string) => {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  return createTppClient({ baseUrl: url, certificate, privateKey });
};

const env = { PSD2_SANDBOX_LOG_LEVEL: "warn" };

/** A sandbox that acknowledged 12 payments and stopped (folded): its data file and what each GET answered. */
async function stoppedSandbox(own: OwnTest) {
  const data = join(mkdtempSync(join(tmpdir(), "psd2-store-cli-")), "store.json");
  const cli = await startCli(["--port", "0", "--data", data], env, own);
  const tpp = client(cli.url);
  const answers = new Map<string, unknown>();
  for (let n = 0; n < 12; n++) {
    const body = {
      instructedAmount: { currency: "EUR", amount: `${n + 1}.00` },
      debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
      creditorName: `Creditor ${n}`,
      creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    };
    const created = await tpp.request("POST", "/v1/payments/sepa-credit-transfers", { body, headers });
    expect(created.status, await created.clone().text()).toBe(201);
    const { paymentId } = (await created.json()) as { paymentId: string };
    const got = await tpp.request("GET", `/v1/payments/sepa-credit-transfers/${paymentId}`, { headers });
    answers.set(paymentId, await got.json());
  }
  cli.child.kill("SIGTERM");
  expect(await cli.exited).toBe(0);
  return { data, answers };
}

/** Flips one byte in the middle of `path`, keeping its inode and times (as a disk's own damage would). */
function flipMiddle(path: string) {
  const { atime, mtime } = statSync(path);
  const bytes = readFileSync(path);
  const i = Math.floor(bytes.length / 2);
  bytes[i] = (bytes[i] as number) ^ 0x01;
  writeFileSync(path, bytes);
  utimesSync(path, atime, mtime);
}

const filesOf = (data: string) => {
  const dir = join(data, "..");
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));
};

// Concurrent: each test has its own data file and processes, and waits on them.
describe.concurrent("psd2-sandbox store check / repair, and start-up on a damaged store (the real CLI)", () => {
  it("a flipped byte in the index: check says damaged (exit 1); start-up rebuilds it with a warning naming it and answers every payment as before", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const { data, answers } = await stoppedSandbox(own);
    expect(await runCli(["store", "check", "--data", data])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/\nsound\n$/),
    });
    flipMiddle(`${data}.index`);
    const check = await runCli(["store", "check", "--data", data]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(`${data}.index: damaged: its checksum does not match`);

    const cli = await startCli(["--port", "0", "--data", data], env, own);
    try {
      expect(cli.stderr()).toMatch(/index is damaged; rebuilding it/);
      expect(cli.stderr()).toContain(`${data}.index`);
      const tpp = client(cli.url);
      for (const [id, answer] of answers) {
        const got = await tpp.request("GET", `/v1/payments/sepa-credit-transfers/${id}`, { headers });
        expect({ id, status: got.status, body: await got.json() }).toEqual({ id, status: 200, body: answer });
      }
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
    expect(readdirSync(join(data, "..")).some((n) => n.startsWith("store.json.index.damaged-"))).toBe(true);
    expect((await runCli(["store", "check", "--data", data])).code).toBe(0);
  }, 60_000);

  it("store repair rebuilds a damaged index, keeping it aside as it was", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const { data } = await stoppedSandbox(own);
    flipMiddle(`${data}.index`);
    const damaged = readFileSync(`${data}.index`);
    const repair = await runCli(["store", "repair", "--data", data]);
    expect(repair.code).toBe(0);
    const kept = /kept as (\S+)/.exec(repair.stdout)?.[1];
    expect(repair.stdout).toContain(`repaired: ${data}.index: rebuilt from the data file`);
    expect(readFileSync(String(kept))).toEqual(damaged);
    expect(await runCli(["store", "check", "--data", data])).toMatchObject({ code: 0 });
  }, 60_000);

  it("a flipped byte in the data file: start-up exits 2 naming it and what to do, and no file changes; check and repair exit 1", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const { data } = await stoppedSandbox(own);
    flipMiddle(data);
    const before = filesOf(data);
    const start = await runCli(["--port", "0", "--data", data], env, own);
    expect(start.code).toBe(2);
    expect(start.stderr).toContain(`${data} is damaged`);
    expect(start.stderr).toMatch(/Restore it, .* from a backup/);
    expect(filesOf(data)).toEqual(before);

    const check = await runCli(["store", "check", "--data", data]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(`${data}: damaged: its content gives checksum`);
    const repair = await runCli(["store", "repair", "--data", data]);
    expect(repair.code).toBe(1);
    expect(repair.stderr).toContain(`could not repair ${data}: `);
    expect(filesOf(data)).toEqual(before);
  }, 60_000);

  it("refuses store without check or repair, exit 2", async () => {
    const result = await runCli(["store", "fix"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/store takes check or repair, not "fix"/);
  });
});
