import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import type { PaymentRecord } from "../../src/payments/model.js";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { openJournal, tempDir } from "./helpers.js";
import { paymentKind } from "../helpers/records.js";

/** A payment as the store keeps it; final ones (ACSC) live in the data file and are found through its index. */
const payment = (n: number, status: TransactionStatus): PaymentRecord => ({
  paymentId: `p${n}`,
  ...paymentKind("payments", {
    instructedAmount: { currency: "EUR", amount: `${n + 1}.00` },
    creditorName: `Creditor ${n}`,
  }),
  tppId: "tpp",
  psuCustomerId: "c",
  agreementId: "a",
  debtorAccountId: "d",
  transactionStatus: status,
  statusHistory: [],
  authorisationIds: [],
  cancellationAuthorisationIds: [],
  acceptFixes: [],
  fee: { transactionFeeIndicator: false },
  executionDate: "2026-03-02",
  duplicateKey: `k${n}`,
  createdAt: "2026-03-01T10:00:00.000Z",
  statusChangedAt: "2026-03-01T10:00:00.000Z",
});

/**
 * A store as a crash leaves it: 40 acknowledged payments folded into the data file (30 final, 10
 * open) and 10 more in the journal only. Answers its files and every acknowledged payment.
 */
async function crashedStore() {
  const origin = join(await tempDir(), "store.json");
  const { store } = await openJournal(origin, { compactAfterEntries: 100_000 });
  const acked = new Map<string, PaymentRecord>();
  const put = (p: PaymentRecord) => {
    store.put("payments", p);
    acked.set(p.paymentId, p);
  };
  for (let n = 0; n < 40; n++) put(payment(n, n % 4 === 0 ? "RCVD" : "ACSC"));
  await store.close();
  const { store: again } = await openJournal(origin, { compactAfterEntries: 100_000 });
  for (let n = 40; n < 50; n++) {
    const p = payment(n, "ACSC");
    again.put("payments", p);
    acked.set(p.paymentId, p);
  }
  await again.sync();
  // Left open while the test runs, as a SIGKILL leaves it: no fold runs (the threshold is far), and
  // the files keep their inodes, so the index still describes the data file. Closed once the test is
  // over (whatever it then writes comes after every check), so no file handle is left behind.
  onTestFinished(() => again.close().catch(() => {}));
  return { file: origin, acked };
}

type Kind = "data file" | "index" | "journal";
const pathOf = (file: string, kind: Kind) =>
  kind === "data file" ? file : `${file}.${kind === "index" ? "index" : "journal"}`;

/** Writes `bytes` over `path` in place, keeping its inode and times as a disk's own damage would. */
async function damageInPlace(path: string, bytes: Buffer): Promise<void> {
  const { atime, mtime } = await stat(path);
  await writeFile(path, bytes);
  await utimes(path, atime, mtime);
}

/** Flips every bit of the byte at `at` (a fraction of the file: 0.5 is its middle; negative counts from the end). */
async function flip(path: string, at: number): Promise<void> {
  const bytes = await readFile(path);
  const i = at < 0 ? bytes.length + at : Math.floor(bytes.length * at);
  bytes[i] = (bytes[i] as number) ^ 0xff;
  await damageInPlace(path, bytes);
}

async function cut(path: string, keep: number): Promise<void> {
  const bytes = await readFile(path);
  await damageInPlace(
    path,
    bytes.subarray(0, keep < 0 ? bytes.length + keep : Math.floor(bytes.length * keep)),
  );
}

/** Every file of the store's directory and its bytes. */
async function filesOf(file: string): Promise<Map<string, Buffer>> {
  const dir = dirname(file);
  const names = await readdir(dir);
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, n))] as const)));
}

/** Start-up refuses: the message names the file, and no file of the store is changed or added. */
async function expectRefusal(file: string, kind: Kind) {
  const before = await filesOf(file);
  await expect(openJournal(file)).rejects.toThrow(pathOf(file, kind));
  expect(await filesOf(file)).toEqual(before);
}

describe("a damaged file is never served", () => {
  it.each<{ kind: Kind; damage: string; at: number }>([
    { kind: "data file", damage: "flip", at: 0.01 },
    { kind: "data file", damage: "flip", at: 0.3 },
    { kind: "data file", damage: "flip", at: 0.6 },
    { kind: "data file", damage: "flip", at: -5 },
    { kind: "data file", damage: "cut", at: 0.5 },
    { kind: "data file", damage: "cut", at: -1 },
    { kind: "journal", damage: "flip", at: 0.05 },
    { kind: "journal", damage: "flip", at: 0.5 },
    { kind: "journal", damage: "flip", at: -5 },
  ])(
    "$kind: a $damage at $at makes start-up refuse, naming the file, and change nothing",
    async ({ kind, damage, at }) => {
      const { file } = await crashedStore();
      await (damage === "flip" ? flip : cut)(pathOf(file, kind), at);
      await expectRefusal(file, kind);
    },
  );

  it.each([0.01, 0.3, 0.6, 0.9, -2])(
    "index: a flipped byte at %s is kept aside as it was, rebuilt from the data file with a warning naming it, and nothing is lost",
    async (at) => {
      const { file, acked } = await crashedStore();
      await flip(`${file}.index`, at);
      const damaged = await readFile(`${file}.index`);
      const { store, logger } = await openJournal(file);
      for (const [id, p] of acked) expect(store.get("payments", id), id).toEqual(p);
      expect(logger.lines).toEqual([
        expect.objectContaining({
          level: "warn",
          fields: expect.objectContaining({ file: `${file}.index` }),
        }),
      ]);
      expect(await readFile(String(logger.lines[0]?.fields?.keptAs))).toEqual(damaged);
      await store.close();
      // What the next fold writes is whole: the damage went nowhere.
      const again = await openJournal(file);
      expect(again.logger.lines).toEqual([]);
      for (const [id, p] of acked) expect(again.store.get("payments", id), id).toEqual(p);
      await again.store.close();
    },
  );

  it("index: one cut short is damaged too, and rebuilt", async () => {
    const { file, acked } = await crashedStore();
    await cut(`${file}.index`, 0.5);
    const { store, logger } = await openJournal(file);
    expect(logger.lines.map((l) => [l.level, l.fields?.file])).toEqual([["warn", `${file}.index`]]);
    for (const [id, p] of acked) expect(store.get("payments", id), id).toEqual(p);
    await store.close();
  });

  it("journal: a last line cut short is a torn write, dropped with a warning; its bytes are kept aside", async () => {
    const { file, acked } = await crashedStore();
    const journal = await readFile(`${file}.journal`);
    await cut(`${file}.journal`, -10);
    const { store, logger } = await openJournal(file);
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ file: `${file}.journal` }),
      }),
    ]);
    const kept = Buffer.concat([
      await readFile(`${file}.journal`),
      await readFile(String(logger.lines[0]?.fields?.keptAs)),
    ]);
    expect(kept).toEqual(journal.subarray(0, journal.length - 10));
    // The cut took the last entry's end: every other acknowledged payment is there, unchanged.
    for (const [id, p] of acked) if (id !== "p49") expect(store.get("payments", id), id).toEqual(p);
    await store.close();
  });

  it("a missing data file with its journal present is refused, not a fresh start", async () => {
    const { file } = await crashedStore();
    await rm(file);
    await expectRefusal(file, "data file");
    await expect(openJournal(file)).rejects.toThrow(/move .*store\.json\.journal away to start a new store/);
  });

  it("a missing index is written anew from the data file, and nothing is lost", async () => {
    const { file, acked } = await crashedStore();
    await rm(`${file}.index`);
    const { store, logger } = await openJournal(file);
    expect(logger.lines).toEqual([]);
    for (const [id, p] of acked) expect(store.get("payments", id), id).toEqual(p);
    await store.close();
    expect((await stat(`${file}.index`)).size).toBeGreaterThan(0);
  });

  it("a missing journal leaves the data file's store as it was folded (a copied data file is a whole store)", async () => {
    const { file, acked } = await crashedStore();
    await rm(`${file}.journal`);
    const { store, logger } = await openJournal(file);
    expect(logger.lines).toEqual([]);
    for (const [id, p] of acked)
      if (Number(id.slice(1)) < 40) expect(store.get("payments", id), id).toEqual(p);
    await store.close();
    expect(basename(file)).toBe("store.json");
  });
});
