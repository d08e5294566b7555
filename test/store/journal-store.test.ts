import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData } from "../../src/collections.js";
import { change } from "../../src/store/change.js";
import type { Data } from "../../src/store/registry.js";
import { account, copyStoreFiles, openJournal, tempDir } from "./helpers.js";

const open = openJournal;

const journalLines = async (file: string) =>
  (await readFile(`${file}.journal`, "utf8")).split("\n").filter((l) => l !== "");

/** Opens a copy of the files as they are now, which is what a crash at this instant would leave. */
async function openCrashCopy(file: string) {
  const dir = await tempDir();
  const copy = join(dir, "store.json");
  await copyStoreFiles(file, copy);
  return open(copy);
}

describe("openJournalStore", () => {
  it("creates the data file and its parent directories with initial()", async () => {
    const file = join(await tempDir(), "nested", "dir", "store.json");
    const { store } = await open(file, { initial: () => emptyData(42) });
    expect(store.meta.seed).toBe(42);
    const onDisk = JSON.parse(await readFile(file, "utf8"));
    expect(onDisk).toEqual({ ...emptyData(42), journalSeq: 0, checksum: expect.stringMatching(/^crc32:/) });
    await store.close();
  });

  it("reopens after close() with equal data and an empty journal", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    for (let i = 0; i < 20; i++) store.put("accounts", account(`a${i}`));
    store.remove("accounts", "a3");
    store.setMeta({ clockOffsetMs: 86_400_000 });
    const before = store.dump();
    await store.close();
    await store.close();
    expect(await journalLines(file)).toEqual([]);
    const { store: again } = await open(file);
    expect(again.dump()).toEqual(before);
    await again.close();
  });

  it("makes every change before sync() durable through the journal alone", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    store.put("accounts", account("a1"));
    store.put("accounts", account("a2"));
    store.remove("accounts", "a1");
    store.setMeta({ clockOffsetMs: 5 });
    await store.sync();
    // Each line is the entry's JSON, a tab and its checksum.
    expect((await journalLines(file)).map((l) => JSON.parse(l.split("\t")[0] ?? ""))).toEqual([
      { s: 1, op: "put", c: "accounts", id: "a1", v: account("a1") },
      { s: 2, op: "put", c: "accounts", id: "a2", v: account("a2") },
      { s: 3, op: "del", c: "accounts", id: "a1" },
      { s: 4, op: "meta", v: { clockOffsetMs: 5 } },
    ]);
    const { store: copy } = await openCrashCopy(file);
    expect(copy.dump()).toEqual(store.dump());
    await Promise.all([store.close(), copy.close()]);
  });

  it("journals commit() as one entry and replays it whole", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    store.commit([
      change.put("accounts", account("a1")),
      change.put("accounts", account("a2")),
      change.remove("accounts", "a1"),
    ]);
    await store.sync();
    expect(await journalLines(file)).toHaveLength(1);
    const { store: copy } = await openCrashCopy(file);
    expect(Object.keys(copy.dump().accounts)).toEqual(["a2"]);
    await Promise.all([store.close(), copy.close()]);
  });

  it("makes replace() durable as one unit, without the changes it replaced", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    store.put("accounts", account("old"));
    await store.sync();
    const next: Data = emptyData(9);
    next.accounts.new = account("new");
    store.replace(next);
    store.put("accounts", account("after"));
    await store.sync();
    const { store: copy } = await openCrashCopy(file);
    expect(Object.keys(copy.dump().accounts).sort()).toEqual(["after", "new"]);
    expect(copy.dump().meta.seed).toBe(9);
    await Promise.all([store.close(), copy.close()]);
  });

  it("folds the journal into the data file after compactAfterEntries entries", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file, { compactAfterEntries: 10 });
    for (let i = 0; i < 25; i++) {
      store.put("accounts", account(`a${i}`));
      await store.sync();
    }
    // The fold runs beside the appends, after the append that crossed the limit, and drops the
    // entries it folded (at least the 11 that crossed it).
    while (store.health().journalEntries > 14) await new Promise((resolve) => setTimeout(resolve, 5));
    await store.sync();
    const left = store.health().journalEntries;
    expect(await journalLines(file)).toHaveLength(left);
    const onDisk = JSON.parse(await readFile(file, "utf8"));
    expect(onDisk.journalSeq).toBeGreaterThanOrEqual(11);
    expect(Object.keys(onDisk.accounts)).toHaveLength(onDisk.journalSeq);
    // What the fold did not hold is in the journal (which may repeat a few entries it holds).
    expect(onDisk.journalSeq + left).toBeGreaterThanOrEqual(25);
    const { store: copy } = await openCrashCopy(file);
    expect(copy.dump()).toEqual(store.dump());
    await Promise.all([store.close(), copy.close()]);
  });

  it("fills collections missing from an older data file", async () => {
    const file = join(await tempDir(), "store.json");
    const { cardTransactions: _, ...older } = emptyData(3);
    await writeFile(file, JSON.stringify(older));
    const { store } = await open(file);
    expect(store.dump()).toEqual(emptyData(3));
    await store.close();
  });

  it.each([
    { name: "not JSON", text: "hello", reason: /Unexpected token/ },
    { name: "empty", text: "", reason: /Unexpected end of JSON input/ },
    { name: "a JSON array", text: "[]", reason: /not a JSON object/ },
    { name: "a package.json", text: '{"name":"x","version":"1.0.0"}', reason: /"meta" is missing/ },
    {
      name: "a collection that is a list",
      text: '{"meta":{},"accounts":[]}',
      reason: /"accounts" is not an object/,
    },
    { name: "a bad journalSeq", text: '{"meta":{},"journalSeq":"7"}', reason: /journalSeq/ },
  ])("refuses a data file that is $name and leaves it byte-identical", async ({ text, reason }) => {
    const file = join(await tempDir(), "store.json");
    await writeFile(file, text);
    const error = await open(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(`${file} is not a psd2-sandbox data file`);
    expect(message).toMatch(reason);
    expect(message).toContain("Move it away or pass --memory / another --data file.");
    expect(message).not.toContain("\n");
    expect(await readFile(file, "utf8")).toBe(text);
    await expect(stat(`${file}.journal`)).rejects.toThrow(/ENOENT/);
  });

  it("refuses a data file path that is a directory", async () => {
    const file = join(await tempDir(), "store.json");
    await mkdir(file);
    await expect(open(file)).rejects.toThrow(
      /Cannot use .*store\.json, the store.s data file \(EISDIR, open\): it is a directory/,
    );
  });
});
