import { describe, expect, it } from "vitest";
import { emptyData, model } from "../../src/collections.js";
import { StoreMemory } from "../../src/store/memory.js";
import type { JournalEntry, SingleChange } from "../../src/store/records.js";
import type { Data } from "../../src/store/registry.js";
import { frameJournalLine } from "../../src/store/checksum.js";
import { JournalGapError } from "../../src/store/journal-gap.js";
import { replayJournal } from "../../src/store/replay.js";
import { account } from "./helpers.js";

/** An older sandbox's line: the JSON alone. */
const line = (entry: JournalEntry) => `${JSON.stringify(entry)}\n`;
/** A line as this sandbox writes it: the JSON, a tab, its checksum. */
const framed = (entry: JournalEntry) => frameJournalLine(JSON.stringify(entry));
const put = (s: number, id: string, name = id): JournalEntry => ({
  s,
  op: "put",
  c: "accounts",
  id,
  v: account(id, { name }),
});
const del = (s: number, id: string): JournalEntry => ({ s, op: "del", c: "accounts", id });

function replay(text: string, journalSeq = 0, initial: Data = emptyData()) {
  const memory = StoreMemory.fromData(model, initial);
  const result = replayJournal(
    memory,
    text,
    journalSeq,
    "store.json.journal",
    new Set(Object.keys(model.collections)),
  );
  const data = memory.toData();
  return { result, data, names: Object.values(data.accounts).map((a) => a.name) };
}

describe("replayJournal", () => {
  it.each([
    { name: "an empty journal", text: "", names: [], lastSeq: 0, entries: 0 },
    { name: "puts", text: line(put(1, "a")) + line(put(2, "b")), names: ["a", "b"], lastSeq: 2, entries: 2 },
    {
      name: "a put that overwrites",
      text: line(put(1, "a")) + line(put(2, "a", "renamed")),
      names: ["renamed"],
      lastSeq: 2,
      entries: 2,
    },
    {
      name: "a delete",
      text: line(put(1, "a")) + line(put(2, "b")) + line(del(3, "a")),
      names: ["b"],
      lastSeq: 3,
      entries: 3,
    },
    { name: "a delete of a missing id", text: line(del(1, "x")), names: [], lastSeq: 1, entries: 1 },
    { name: "blank lines", text: `\n${line(put(1, "a"))}\n\n`, names: ["a"], lastSeq: 1, entries: 1 },
  ])("applies $name", ({ text, names, lastSeq, entries }) => {
    const { result, names: got } = replay(text);
    expect(got).toEqual(names);
    expect(result).toEqual({ lastSeq, entries });
  });

  it("applies a patch: fields set, items added to the end of an array, the rest kept", () => {
    const text =
      line(put(1, "a")) +
      line({ s: 2, op: "patch", c: "accounts", id: "a", set: { name: "patched" }, push: { tags: [1, 2] } }) +
      line({ s: 3, op: "patch", c: "accounts", id: "a", push: { tags: [3] } }) +
      line({ s: 4, op: "patch", c: "accounts", id: "missing", set: { name: "x" } });
    const { result, data } = replay(text);
    expect(result).toEqual({ lastSeq: 4, entries: 4 });
    expect(data.accounts).toEqual({ a: { ...account("a", { name: "patched" }), tags: [1, 2, 3] } });
  });

  it.each([
    ['"push" not of arrays', { push: { tags: 1 } }],
    ['"push" an array', { push: [1] }],
    ['"set" not an object', { set: "x" }],
  ])("refuses a patch with %s in the middle of the journal", (_, patch) => {
    const bad = `${JSON.stringify({ s: 2, op: "patch", c: "accounts", id: "a", ...patch })}\n`;
    expect(() => replay(line(put(1, "a")) + bad + line(put(3, "b")))).toThrow(
      /line 2 is not a journal entry/,
    );
  });

  it("applies a meta entry as a patch", () => {
    const { data } = replay(line({ s: 1, op: "meta", v: { clockOffsetMs: 5000 } }));
    expect(data.meta).toEqual({ ...emptyData().meta, clockOffsetMs: 5000 });
  });

  it.each([
    { journalSeq: 2, names: ["c"], lastSeq: 3 },
    { journalSeq: 3, names: [], lastSeq: 3 },
    { journalSeq: 9, names: [], lastSeq: 9 },
  ])("skips entries with s <= journalSeq $journalSeq", ({ journalSeq, names, lastSeq }) => {
    const text = line(put(1, "a")) + line(put(2, "b")) + line(put(3, "c"));
    const { result, names: got } = replay(text, journalSeq);
    expect(got).toEqual(names);
    expect(result.lastSeq).toBe(lastSeq);
    expect(result.entries).toBe(3);
  });

  it("applies an all entry as one unit", () => {
    const single = (entry: JournalEntry) => {
      const { s: _s, ...change } = entry;
      return change as SingleChange;
    };
    const all: JournalEntry = {
      s: 1,
      op: "all",
      changes: [put(0, "a"), put(0, "b"), del(0, "a")].map(single),
    };
    const { names, result } = replay(line(all));
    expect(names).toEqual(["b"]);
    expect(result).toEqual({ lastSeq: 1, entries: 1 });
  });

  it("drops a torn all entry whole: none of its changes survive", () => {
    const all = JSON.stringify({ s: 2, op: "all", changes: [put(0, "b"), put(0, "c")] });
    const { names } = replay(line(put(1, "a")) + all.slice(0, all.length - 5));
    expect(names).toEqual(["a"]);
  });

  it("refuses an all entry holding a bad change", () => {
    const bad = '{"s":2,"op":"all","changes":[{"op":"put","c":"planets","id":"x","v":{}}]}';
    expect(() => replay(`${line(put(1, "a"))}${bad}\n${line(put(3, "c"))}`)).toThrow(/line 2/);
  });

  it.each([
    { name: "a half-written entry", tail: '{"s":3,"op":"put","c":"accou' },
    { name: "a whole entry without its newline", tail: JSON.stringify(put(3, "c")) },
    { name: "zero bytes from a lost page", tail: "\0\0\0\0\n" },
    {
      name: "a framed entry with a lost page in it",
      tail: framed(put(3, "c")).replace("accounts", "\0\0\0\0"),
    },
  ])("reports a torn last line ($name) and keeps the lines before it", ({ tail }) => {
    const good = line(put(1, "a")) + line(put(2, "b"));
    const { result, names } = replay(good + tail);
    expect(names).toEqual(["a", "b"]);
    expect(result.lastSeq).toBe(2);
    expect(result.torn?.keepChars).toBe(good.length);
    expect(result.torn?.reason).toBeTruthy();
  });

  it.each([
    { name: "unparseable JSON", bad: "{not json" },
    { name: "an unknown op", bad: '{"s":2,"op":"zap"}' },
    { name: "an unknown collection", bad: '{"s":2,"op":"del","c":"planets","id":"x"}' },
    { name: "a sequence number going backwards", bad: JSON.stringify(put(1, "x")) },
    { name: "a put without a value", bad: '{"s":2,"op":"put","c":"accounts","id":"x"}' },
  ])("refuses $name on a line that is not the last", ({ bad }) => {
    const text = `${line(put(1, "a"))}${bad}\n${line(put(3, "c"))}`;
    expect(() => replay(text)).toThrow(/store\.json\.journal line 2 is not a journal entry .*damaged/);
  });

  it("reads lines framed with their checksum, after an older sandbox's lines without one", () => {
    const { result, names } = replay(line(put(1, "a")) + framed(put(2, "b")) + framed(put(3, "c")));
    expect(names).toEqual(["a", "b", "c"]);
    expect(result).toEqual({ lastSeq: 3, entries: 3 });
  });

  it.each([
    { name: "garbage", bad: "}{\n" },
    { name: "a framed entry with a changed byte", bad: framed(put(3, "c")).replace('"c"', '"d"') },
    {
      name: "a framed entry with a changed checksum",
      bad: framed(put(3, "c")).replace(/\t.(.{7})/, "\tx$1"),
    },
    { name: "an entry without a checksum after framed ones", bad: line(put(3, "c")) },
  ])("refuses a whole last line (ending in its newline) that is $name: damage, not a crash", ({ bad }) => {
    const text = framed(put(1, "a")) + framed(put(2, "b")) + bad;
    expect(() => replay(text)).toThrow(/store\.json\.journal line 3 is not a journal entry .*damaged/);
  });

  it("refuses a framed line whose checksum does not match anywhere in the journal", () => {
    const text = framed(put(1, "a")) + framed(put(2, "b")).replace('"b"', '"x"') + framed(put(3, "c"));
    expect(() => replay(text)).toThrow(/line 2 is not a journal entry \(checksum [0-9a-f]{8} does not match/);
  });
});

describe("replayJournal: a journal that skips sequence numbers is damage", () => {
  const entries = (...seqs: number[]) => seqs.map((s) => framed(put(s, `a${s}`))).join("");

  it.each([
    { name: "a fresh journal", seqs: [1, 2, 3], journalSeq: 0, lastSeq: 3 },
    { name: "after a fold that emptied it", seqs: [8, 9], journalSeq: 7, lastSeq: 9 },
    // A fold keeps every entry appended after it pinned memory: some may be in the data file too.
    { name: "after a fold that kept entries it folded", seqs: [6, 7, 8, 9], journalSeq: 7, lastSeq: 9 },
    { name: "a fold whose cut-back the crash prevented", seqs: [1, 2, 3], journalSeq: 3, lastSeq: 3 },
    { name: "numbers missing only below journalSeq", seqs: [2, 4, 5, 6], journalSeq: 5, lastSeq: 6 },
  ])("reads $name", ({ seqs, journalSeq, lastSeq }) => {
    expect(replay(entries(...seqs), journalSeq).result).toEqual({ lastSeq, entries: seqs.length });
  });

  it.each([
    {
      name: "a line taken from the middle",
      seqs: [1, 2, 4, 5],
      journalSeq: 0,
      message: /missing entry 3 \(before line 3\)/,
    },
    {
      name: "several lines taken",
      seqs: [1, 5, 6],
      journalSeq: 0,
      message: /entries 2 to 4 \(before line 2\)/,
    },
    {
      name: "two gaps",
      seqs: [1, 3, 4, 7],
      journalSeq: 0,
      message: /entries 2 \(before line 2\), 5 to 6 \(before line 4\)/,
    },
    {
      name: "a first entry that does not follow the data file (an older data file put back)",
      seqs: [9, 10],
      journalSeq: 5,
      message: /entries 6 to 8 \(before line 1\) \(the data file's journalSeq is 5/,
    },
    {
      name: "a gap just above journalSeq, after entries the fold kept",
      seqs: [4, 5, 7],
      journalSeq: 5,
      message: /missing entry 6 \(before line 3\)/,
    },
    {
      name: "the first entry after the first fold",
      seqs: [2, 3],
      journalSeq: 0,
      message: /missing entry 1 \(before line 1\)/,
    },
  ])(
    "refuses $name, naming the file and the missing numbers, applying nothing past the gap",
    ({ seqs, journalSeq, message }) => {
      const text = entries(...seqs);
      const memory = StoreMemory.fromData(model, emptyData());
      const names = new Set(Object.keys(model.collections));
      const run = () => replayJournal(memory, text, journalSeq, "store.json.journal", names);
      expect(run).toThrow(JournalGapError);
      expect(run).toThrow(message);
      expect(run).toThrow(
        /^store\.json\.journal is missing entr(y|ies) .*store repair --data store\.json .*Nothing was changed\.$/,
      );
      const gapAt = seqs.findIndex((s, i) => s > Math.max(seqs[i - 1] ?? 0, journalSeq) + 1);
      const applied = Object.keys(memory.toData().accounts);
      expect(applied).toEqual(
        seqs
          .slice(0, gapAt)
          .filter((s) => s > journalSeq)
          .map((s) => `a${s}`),
      );
    },
  );

  it("says where the gap starts and what follows it, for store repair to cut there", () => {
    const before = entries(1, 2);
    try {
      replay(before + entries(4, 5, 6));
      expect.unreachable();
    } catch (error) {
      expect((error as JournalGapError).found).toEqual({
        gaps: [{ from: 3, to: 3, line: 3 }],
        keepBytes: Buffer.byteLength(before),
        after: { entries: 3, first: 4, last: 6 },
      });
    }
  });

  it("a torn last line after whole entries that follow on is still a torn write, not a gap", () => {
    const { result } = replay(entries(1, 2) + framed(put(3, "c")).slice(0, 20));
    expect(result).toMatchObject({ lastSeq: 2, entries: 2, torn: { keepChars: entries(1, 2).length } });
  });
});
