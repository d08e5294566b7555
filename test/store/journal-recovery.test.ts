import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData } from "../../src/collections.js";
import type { JournalEntry } from "../../src/store/records.js";
import { account, dataFileText, openJournal, tempDir } from "./helpers.js";

const entry = (s: number, id: string): JournalEntry => ({ s, op: "put", c: "accounts", id, v: account(id) });
const lines = (...entries: JournalEntry[]) => entries.map((e) => `${JSON.stringify(e)}\n`).join("");

/** A store on disk: a data file holding `journalSeq` and a journal with the given text. */
async function storeFiles(journal: string, journalSeq = 0) {
  const file = join(await tempDir(), "store.json");
  await writeFile(file, dataFileText(emptyData(), journalSeq));
  await writeFile(`${file}.journal`, journal);
  return file;
}

const open = (file: string) => openJournal(file, { initial: () => emptyData() });

describe("openJournalStore recovery", () => {
  it("replays journal entries above the snapshot's journalSeq", async () => {
    const file = await storeFiles(lines(entry(1, "a"), entry(2, "b"), entry(3, "c")), 1);
    const { store } = await open(file);
    expect(Object.keys(store.dump().accounts)).toEqual(["b", "c"]);
    store.put("accounts", account("d"));
    await store.sync();
    const journal = await readFile(`${file}.journal`, "utf8");
    expect(JSON.parse(journal.trim().split("\n").at(-1) ?? "")).toMatchObject({ s: 4, id: "d" });
    await store.close();
  });

  it("drops a torn last line with a warning, cuts it off, and appends after the good lines", async () => {
    const good = lines(entry(1, "a"), entry(2, "b"));
    const file = await storeFiles(`${good}{"s":3,"op":"put","c":"acc`);
    const { store, logger } = await open(file);
    expect(Object.keys(store.dump().accounts)).toEqual(["a", "b"]);
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: "warn", msg: expect.stringMatching(/torn last line/) }),
    ]);
    expect(await readFile(`${file}.journal`, "utf8")).toBe(good);
    store.put("accounts", account("c"));
    await store.sync();
    expect(await readFile(`${file}.journal`, "utf8")).toBe(good + lines(entry(3, "c")));
    await store.close();
    const { store: again } = await open(file);
    expect(Object.keys(again.dump().accounts)).toEqual(["a", "b", "c"]);
    await again.close();
  });

  it("refuses a journal damaged before its last line and writes nothing", async () => {
    const journal = `${lines(entry(1, "a"))}{garbage\n${lines(entry(3, "c"))}`;
    const file = await storeFiles(journal);
    const dataBefore = await readFile(file, "utf8");
    await expect(open(file)).rejects.toThrow(/store\.json\.journal line 2 is not a journal entry/);
    expect(await readFile(file, "utf8")).toBe(dataBefore);
    expect(await readFile(`${file}.journal`, "utf8")).toBe(journal);
  });

  it("discards, with a warning, a journal whose data file is missing", async () => {
    const file = join(await tempDir(), "store.json");
    await writeFile(`${file}.journal`, lines(entry(1, "ghost")));
    const { store, logger } = await open(file);
    expect(store.dump().accounts).toEqual({});
    expect(logger.lines.map((l) => l.level)).toEqual(["warn"]);
    await store.close();
    const { store: again } = await open(file);
    expect(again.dump().accounts).toEqual({});
    await again.close();
  });

  it("keeps memory unchanged when a value cannot be written as JSON", async () => {
    const { store } = await open(await storeFiles(""));
    const bad = { ...account("x"), balanceMinor: 10n } as unknown as ReturnType<typeof account>;
    expect(() => store.put("accounts", bad)).toThrow(/BigInt/);
    expect(store.get("accounts", "x")).toBeUndefined();
    await store.close();
  });

  it("refuses changes after close()", async () => {
    const { store } = await open(await storeFiles(""));
    await store.close();
    expect(() => store.put("accounts", account("x"))).toThrow(/is closed/);
    expect(() => store.replace(emptyData())).toThrow(/is closed/);
  });
});
