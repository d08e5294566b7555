import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
  "TPP-Session-ID": "journal-gap",
  "x-accept-fix": "",
};

const env = { PSD2_SANDBOX_LOG_LEVEL: "warn" };

const tppAt = (url: string) => {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  return createTppClient({ baseUrl: url, certificate, privateKey });
};

/** Starts the CLI on `data`, makes `count` signed creations (201 each), and stops it with `signal`. */
async function creations(own: OwnTest, data: string, count: number, signal: "SIGKILL" | "SIGTERM") {
  const cli = await startCli(["--port", "0", "--data", data], env, own);
  const tpp = tppAt(cli.url);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const body = {
      instructedAmount: { currency: "EUR", amount: `${n + 1}.00` },
      debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
      creditorName: `Creditor ${n}`,
      creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    };
    const created = await tpp.request("POST", "/v1/payments/sepa-credit-transfers", {
      body,
      headers,
      query: { allowLogicalDuplicate: true },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    ids.push(((await created.json()) as { paymentId: string }).paymentId);
  }
  cli.child.kill(signal);
  await cli.exited;
  return ids;
}

/** The journal's lines; `seqOf` reads an entry's sequence number from its line. */
const linesOf = (data: string) => readFileSync(`${data}.journal`, "utf8").split("\n").filter(Boolean);
const seqOf = (line: string) => Number(/^\{"s":(\d+),/.exec(line)?.[1]);

const filesOf = (data: string) => {
  const dir = join(data, "..");
  return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]));
};

async function statusOf(url: string, id: string): Promise<number> {
  return (await tppAt(url).request("GET", `/v1/payments/sepa-credit-transfers/${id}/status`, { headers }))
    .status;
}

// Concurrent: each test has its own data file and processes, and waits on them.
describe.concurrent("a journal line removed from the middle (the real CLI, after a SIGKILL)", () => {
  it("is found by store check (exit 1) and refused at start-up (exit 2, naming the file, the missing number and store repair, nothing changed); store repair keeps the entries before it and says what is lost", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const data = join(mkdtempSync(join(tmpdir(), "psd2-gap-")), "store.json");
    const [first, second, third] = (await creations(own, data, 3, "SIGKILL")) as [string, string, string];
    const lines = linesOf(data);
    const removed = lines.find((l) => l.includes(second)) as string;
    const after = lines.filter((l) => seqOf(l) > seqOf(removed));
    expect(after.some((l) => l.includes(third))).toBe(true);
    writeFileSync(
      `${data}.journal`,
      lines
        .filter((l) => l !== removed)
        .map((l) => `${l}\n`)
        .join(""),
    );
    const missing = `entry ${seqOf(removed)} (before line ${lines.indexOf(removed) + 1})`;

    const check = await runCli(["store", "check", "--data", data]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(`${data}.journal: damaged: missing ${missing}, with `);

    const before = filesOf(data);
    const start = await runCli(["--port", "0", "--data", data], env, own);
    expect(start.code).toBe(2);
    expect(start.stderr).toContain(`${data}.journal is missing ${missing}`);
    expect(start.stderr).toContain(`psd2-sandbox store repair --data ${data}`);
    expect(filesOf(data)).toEqual(before);

    const repair = await runCli(["store", "repair", "--data", data]);
    expect(repair.code).toBe(0);
    expect(repair.stderr).toContain(`lost: ${data}.journal: ${missing}, in no file`);
    const keptAs = /kept as (\S+)/.exec(repair.stderr)?.[1] as string;
    expect(readFileSync(keptAs, "utf8")).toBe(after.map((l) => `${l}\n`).join(""));
    expect(await runCli(["store", "check", "--data", data])).toMatchObject({ code: 0 });

    const cli = await startCli(["--port", "0", "--data", data], env, own);
    try {
      expect(await statusOf(cli.url, first)).toBe(200);
      // Set aside with the entries after the gap (kept in `keptAs`), not served over a hole.
      expect(await statusOf(cli.url, third)).toBe(404);
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
  }, 60_000);

  it("a journal that does not go on from its data file's journalSeq (an older data file put back) is refused at start-up and found by check", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const data = join(mkdtempSync(join(tmpdir(), "psd2-gap-")), "store.json");
    await creations(own, data, 1, "SIGTERM");
    const older = readFileSync(data);
    // Each stop folds the journal into the data file: the next start's entries go on from its journalSeq.
    await creations(own, data, 2, "SIGTERM");
    await creations(own, data, 1, "SIGKILL");
    const firstSeq = seqOf(linesOf(data)[0] as string);
    const olderSeq = Number(/"journalSeq":(\d+)/.exec(older.toString())?.[1]);
    expect(firstSeq).toBeGreaterThan(olderSeq + 2);
    writeFileSync(data, older);

    const check = await runCli(["store", "check", "--data", data]);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(
      `${data}.journal: damaged: missing entries ${olderSeq + 1} to ${firstSeq - 1} (before line 1)`,
    );
    const start = await runCli(["--port", "0", "--data", data], env, own);
    expect(start.code).toBe(2);
    expect(start.stderr).toContain(
      `${data}.journal is missing entries ${olderSeq + 1} to ${firstSeq - 1} (before line 1) (the data file's journalSeq is ${olderSeq}`,
    );
  }, 60_000);

  it("a journal folded into a copied data file starts sound: entries at or below journalSeq may remain", async ({
    expect,
    onTestFinished,
  }) => {
    const own = { onTestFinished };
    const data = join(mkdtempSync(join(tmpdir(), "psd2-gap-")), "store.json");
    const ids = await creations(own, data, 2, "SIGKILL");
    const journal = readFileSync(`${data}.journal`);
    // A fold that renamed the new data file into place and was killed before it cut the journal back.
    await creations(own, data, 0, "SIGTERM");
    writeFileSync(`${data}.journal`, journal);
    expect(await runCli(["store", "check", "--data", data])).toMatchObject({ code: 0 });
    const cli = await startCli(["--port", "0", "--data", data], env, own);
    try {
      for (const id of ids) expect(await statusOf(cli.url, id)).toBe(200);
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
  }, 60_000);
});
