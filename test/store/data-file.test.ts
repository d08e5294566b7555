import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData } from "../../src/collections.js";
import { account, copyStoreFiles, dataFileText, openJournal, tempDir } from "./helpers.js";

const open = (file: string, compactAfterEntries = 1000) => openJournal(file, { compactAfterEntries });

function withAccounts(n: number) {
  const data = emptyData(5);
  for (let i = 0; i < n; i++) data.accounts[`a${i}`] = account(`a${i}`);
  return data;
}

describe("the data file", () => {
  it("is lowdb JSON with one record per line, which JSON.parse reads whole", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file);
    store.put("accounts", account("a1"));
    store.put("accounts", account("a2"));
    await store.close();
    const text = await readFile(file, "utf8");
    expect(JSON.parse(text)).toEqual({
      ...emptyData(1),
      accounts: { a1: account("a1"), a2: account("a2") },
      journalSeq: 2,
      checksum: expect.stringMatching(/^crc32:[0-9a-f]{8}$/),
    });
    const lines = text.split("\n");
    expect(lines).toContain(`"a1":${JSON.stringify(account("a1"))},`);
    expect(lines).toContain(`"a2":${JSON.stringify(account("a2"))}`);
  });

  it.each([
    { name: "an older sandbox's single-line JSON", text: (d: object) => JSON.stringify(d) },
    { name: "lowdb's indented JSON", text: (d: object) => JSON.stringify(d, null, 2) },
  ])("migrates $name to line form on first start, data and journal kept", async ({ text }) => {
    const file = join(await tempDir(), "store.json");
    const data = withAccounts(3);
    await writeFile(file, text({ ...data, journalSeq: 1 }));
    const skipped = { s: 1, op: "put", c: "accounts", id: "old", v: account("old") };
    const replayed = { s: 2, op: "put", c: "accounts", id: "new", v: account("new") };
    await writeFile(`${file}.journal`, `${JSON.stringify(skipped)}\n${JSON.stringify(replayed)}\n`);
    const { store, logger } = await open(file);
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: "info", msg: expect.stringMatching(/line form/) }),
    ]);
    const expected = { ...data, accounts: { ...data.accounts, new: account("new") } };
    expect(store.dump()).toEqual(expected);
    expect(await readFile(file, "utf8")).toBe(dataFileText(expected, 2));
    store.put("accounts", account("later"));
    await store.sync();
    // A copy of the files as they are now (what a crash would leave): the journal still replays.
    const copy = join(await tempDir(), "store.json");
    await copyStoreFiles(file, copy);
    const { store: crashCopy } = await open(copy);
    expect(crashCopy.get("accounts", "later")).toEqual(account("later"));
    expect(crashCopy.get("accounts", "old")).toBeUndefined();
    await Promise.all([store.close(), crashCopy.close()]);
  });

  it("keeps a collection it does not know (a newer sandbox's) through a fold", async () => {
    const file = join(await tempDir(), "store.json");
    await writeFile(file, JSON.stringify({ ...emptyData(1), gadgets: { g1: { name: "g" } } }));
    const { store } = await open(file);
    await store.close();
    expect(JSON.parse(await readFile(file, "utf8")).gadgets).toEqual({ g1: { name: "g" } });
  });

  it("refuses a line-form file cut short, naming the line, and leaves it as it was", async () => {
    const file = join(await tempDir(), "store.json");
    const whole = dataFileText(withAccounts(5));
    const cut = whole.slice(0, whole.indexOf('"a3"'));
    await writeFile(file, cut);
    await expect(open(file)).rejects.toThrow(
      /is not a psd2-sandbox data file \(line \d+: the file ends before its data does\)/,
    );
    expect(await readFile(file, "utf8")).toBe(cut);
  });

  it("writes a snapshot of one instant while changes go on during the write", async () => {
    const file = join(await tempDir(), "store.json");
    const { store } = await open(file, 500);
    for (let i = 0; i < 3000; i++) store.put("accounts", account(`a${i}`, { name: "x".repeat(300) }));
    // 3000 entries are past the busy bound (500 + 3 x 500): the writer folds right after this append,
    // over many turns, without waiting for a quiet moment.
    await store.sync();
    for (let i = 0; i < 3000; i += 3) store.put("accounts", account(`a${i}`, { name: "changed" }));
    for (let i = 1; i < 3000; i += 3) store.remove("accounts", `a${i}`);
    await store.sync();
    const copy = join(await tempDir(), "store.json");
    await copyStoreFiles(file, copy);
    const { store: again } = await open(copy);
    expect(again.dump()).toEqual(store.dump());
    await Promise.all([store.close(), again.close()]);
  });
});
