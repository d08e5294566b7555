import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emptyData } from "../../src/collections.js";
import { frameJournalLine } from "../../src/store/checksum.js";
import type { JournalEntry } from "../../src/store/records.js";
import { account, dataFileText, openJournal, tempDir } from "./helpers.js";

const entry = (s: number, id: string): JournalEntry => ({ s, op: "put", c: "accounts", id, v: account(id) });
/** Lines as an older sandbox wrote them (no checksum), which this one still reads. */
const lines = (...entries: JournalEntry[]) => entries.map((e) => `${JSON.stringify(e)}\n`).join("");
const framed = (...entries: JournalEntry[]) =>
  entries.map((e) => frameJournalLine(JSON.stringify(e))).join("");

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
    expect(journal.endsWith(framed(entry(4, "d")))).toBe(true);
    await store.close();
  });

  it("drops a torn last line with a warning, cuts it off, and appends after the good lines", async () => {
    const good = lines(entry(1, "a")) + framed(entry(2, "b"));
    const torn = '{"s":3,"op":"put","c":"acc';
    const file = await storeFiles(good + torn);
    const { store, logger } = await open(file);
    expect(Object.keys(store.dump().accounts)).toEqual(["a", "b"]);
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: "warn", msg: expect.stringMatching(/torn last line/) }),
    ]);
    // What was cut off is kept aside, so the journal as it was can be put together again.
    const keptAs = String(logger.lines[0]?.fields?.keptAs);
    expect(keptAs).toMatch(/store\.json\.journal\.torn-\d{8}T\d{6}\.\d{3}Z$/);
    expect(await readFile(keptAs, "utf8")).toBe(torn);
    expect(await readFile(`${file}.journal`, "utf8")).toBe(good);
    store.put("accounts", account("c"));
    await store.sync();
    expect(await readFile(`${file}.journal`, "utf8")).toBe(good + framed(entry(3, "c")));
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

  it("refuses a journal whose data file is missing, naming both, and writes nothing", async () => {
    const file = join(await tempDir(), "store.json");
    const journal = framed(entry(1, "ghost"));
    await writeFile(`${file}.journal`, journal);
    await expect(open(file)).rejects.toThrow(
      /store\.json is missing but its journal .*store\.json\.journal holds/,
    );
    expect(await readFile(`${file}.journal`, "utf8")).toBe(journal);
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
  });

  it("starts afresh beside an empty journal whose data file is missing (nothing was written)", async () => {
    const file = join(await tempDir(), "store.json");
    await writeFile(`${file}.journal`, "");
    const { store, logger } = await open(file);
    expect(store.dump().accounts).toEqual({});
    expect(logger.lines).toEqual([]);
    await store.close();
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
