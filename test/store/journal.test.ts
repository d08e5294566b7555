import { afterEach, describe, expect, it, vi } from "vitest";
import type { JournalFile } from "../../src/store/files.js";
import { BUSY_EXTRA, createJournalWriter } from "../../src/store/journal.js";
import { recordingLogger } from "./helpers.js";

/** A journal file whose appends wait until the test releases them, and fail when told to. */
function fakeFile() {
  const calls: string[] = [];
  let gate: { open: () => void } | undefined;
  const state = { failNext: 0, held: false, size: 0 };
  const file: JournalFile = {
    get size() {
      return state.size;
    },
    async append(text) {
      calls.push(`append ${text.trim().split("\n").join(",")}`);
      if (state.held) await new Promise<void>((open) => (gate = { open }));
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new Error("ENOSPC: no space left on device");
      }
      state.size += text.length;
    },
    async truncate(size) {
      calls.push(`truncate ${size}`);
      state.size = size;
    },
    async keepFrom(offset) {
      calls.push(`keepFrom ${offset}`);
      state.size -= offset;
    },
    async close() {
      calls.push("close");
    },
  };
  const release = () => {
    state.held = false;
    gate?.open();
  };
  return { file, calls, state, release };
}

function writer(
  fake: ReturnType<typeof fakeFile>,
  compactAfterEntries = 100,
  failFolds = 0,
  snapshotWritten: Promise<void> = Promise.resolve(),
  more: {
    idleMs?: number;
    records?: number;
    maxBytes?: number;
    foldOnClose?: (entries: number, bytes: number) => boolean;
  } = {},
) {
  const logger = recordingLogger();
  let failures = failFolds;
  const w = createJournalWriter({
    file: fake.file,
    entries: 0,
    compactAfterEntries,
    logger,
    retryMs: 5,
    idleMs: 1,
    ...more,
    async snapshot() {
      fake.calls.push("snapshot");
      await snapshotWritten;
      if (failures > 0) {
        failures -= 1;
        throw new Error("EACCES: permission denied, open 'store.json.tmp'");
      }
      return 0;
    },
  });
  return Object.assign(w, { logger });
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 2));
};

describe("createJournalWriter", () => {
  it("resolves sync() at once when nothing was changed", async () => {
    const fake = fakeFile();
    await writer(fake).sync();
    expect(fake.calls).toEqual([]);
  });

  it("writes the changes of one tick in one append", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    w.append("1\n");
    w.append("2\n");
    await w.sync();
    expect(fake.calls).toEqual(["append 1,2"]);
  });

  it("gathers changes made during a write into the next single append", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    fake.state.held = true;
    w.append("1\n");
    const first = w.sync();
    await tick();
    const later = [2, 3, 4].map((n) => {
      w.append(`${n}\n`);
      return w.sync();
    });
    fake.release();
    await Promise.all([first, ...later]);
    expect(fake.calls).toEqual(["append 1", "append 2,3,4"]);
  });

  it("rejects sync() when the write fails, then cuts the journal back to its last whole entry and writes the failed entry again ahead of the next", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    w.append("0\n");
    await w.sync();
    fake.state.failNext = 1;
    w.append("1\n");
    await expect(w.sync()).rejects.toThrow(/ENOSPC/);
    await w.sync();
    w.append("2\n");
    await w.sync();
    // Memory holds change 1: the journal gets it before 2, so it never skips a sequence number.
    expect(fake.calls).toEqual(["append 0", "append 1", "truncate 2", "append 1,2"]);
  });

  it("writes a failed entry again at close, when nothing follows it", async () => {
    const fake = fakeFile();
    const w = writer(fake, 100_000);
    fake.state.failNext = 1;
    w.append("1\n");
    await expect(w.sync()).rejects.toThrow(/ENOSPC/);
    await w.close();
    expect(fake.calls.slice(0, 3)).toEqual(["append 1", "truncate 0", "append 1"]);
  });

  it("folds once the journal holds more than compactAfterEntries entries, and drops the folded entries", async () => {
    const fake = fakeFile();
    const w = writer(fake, 2);
    for (const n of [1, 2, 3]) {
      w.append(`${n}\n`);
      await w.sync();
    }
    await until(() => fake.calls.includes("keepFrom 6"));
    w.append("4\n");
    await w.sync();
    expect(fake.calls).toEqual(["append 1", "append 2", "append 3", "snapshot", "keepFrom 6", "append 4"]);
    expect(w.health()).toMatchObject({ status: "ok", journalEntries: 1 });
  });

  it("keeps appending while a fold runs: an answer waits for its append alone", async () => {
    const fake = fakeFile();
    let written = () => {};
    const w = writer(fake, 100, 0, new Promise<void>((resolve) => (written = resolve)));
    w.append("1\n");
    await w.sync();
    w.foldSoon();
    w.append("2\n");
    await w.sync();
    expect(fake.calls).toEqual(["append 1", "snapshot", "append 2"]);
    written();
    await until(() => fake.calls.some((c) => c.startsWith("keepFrom")));
    // The fold pinned memory after entry 1: only its 2 bytes are dropped, entry 2 stays to replay.
    expect(fake.calls).toContain("keepFrom 2");
  });

  it("answers every write while folds fail, reports degraded health, logs once, and retries until one succeeds", async () => {
    const fake = fakeFile();
    const w = writer(fake, 1, 3);
    for (const n of [1, 2, 3]) {
      w.append(`${n}\n`);
      await w.sync();
    }
    await until(() => w.health().failedFolds >= 2);
    expect(w.health()).toMatchObject({ status: "degraded", reason: expect.stringMatching(/EACCES/) });
    w.append("4\n");
    await w.sync();
    await until(() => w.health().status === "ok");
    expect(fake.calls.filter((c) => c === "snapshot")).toHaveLength(4);
    expect(w.logger.lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
      "error store fold failed; the journal keeps every change and the fold is retried",
      "info store fold succeeded again; the data file is current",
    ]);
  });

  it("folds and closes the file on close(), once", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    w.append("1\n");
    await Promise.all([w.close(), w.close()]);
    await w.close();
    expect(fake.calls).toEqual(["append 1", "snapshot", "keepFrom 2", "close"]);
  });

  it("closes without a fold when foldOnClose declines the journal (it stays for the next start)", async () => {
    const fake = fakeFile();
    const asked: number[] = [];
    const w = writer(fake, 100, 0, Promise.resolve(), {
      foldOnClose: (entries, bytes) => {
        asked.push(entries, bytes);
        return false;
      },
    });
    w.append("1\n");
    w.append("2\n");
    await w.close();
    expect(asked).toEqual([2, 4]);
    expect(fake.calls).toEqual(["append 1,2", "close"]);
    expect(w.health().journalEntries).toBe(2);
  });

  it("closes without dropping the journal when the last fold fails", async () => {
    const fake = fakeFile();
    const w = writer(fake, 100, 5);
    w.append("1\n");
    await w.close();
    expect(fake.calls).toEqual(["append 1", "snapshot", "close"]);
    expect(w.health()).toMatchObject({ status: "degraded", journalEntries: 1 });
  });

  describe("a fold that is due waits for a quiet moment", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const idle = { idleMs: 100 };
    const appendAll = async (w: ReturnType<typeof writer>, from: number, to: number) => {
      for (let n = from; n <= to; n++) {
        w.append(`${n}\n`);
        await w.sync();
      }
    };
    const snapshots = (fake: ReturnType<typeof fakeFile>) =>
      fake.calls.filter((c) => c === "snapshot").length;

    it("does not fold while appends keep arriving, and folds once none came for idleMs", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const fake = fakeFile();
      const w = writer(fake, 2, 0, Promise.resolve(), idle);
      await appendAll(w, 1, 3);
      for (const n of [4, 5, 6]) {
        await vi.advanceTimersByTimeAsync(60);
        await appendAll(w, n, n);
      }
      expect(snapshots(fake)).toBe(0);
      await vi.advanceTimersByTimeAsync(60);
      expect(snapshots(fake)).toBe(0);
      await vi.advanceTimersByTimeAsync(100);
      expect(snapshots(fake)).toBe(1);
      expect(fake.calls).toContain("keepFrom 12");
      expect(w.health().journalEntries).toBe(0);
    });

    it("folds at once, busy, once the journal is past maxBytes, however many records the store holds", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const fake = fakeFile();
      // 1,000 records: by entries no fold would be due before 1,000 + BUSY_EXTRA x 2 appends.
      const w = writer(fake, 2, 0, Promise.resolve(), { ...idle, records: 1000, maxBytes: 10 });
      await appendAll(w, 1, 5); // "1\n" … "5\n": 10 bytes, not past the bound
      await vi.advanceTimersByTimeAsync(0);
      expect(snapshots(fake)).toBe(0);
      await appendAll(w, 6, 6);
      await vi.advanceTimersByTimeAsync(0);
      expect(snapshots(fake)).toBe(1);
    });

    it("does not start a second fold for appends made while one runs past maxBytes", async () => {
      const fake = fakeFile();
      let finish = () => {};
      const w = writer(fake, 2, 0, new Promise<void>((resolve) => (finish = resolve)), {
        records: 1000,
        maxBytes: 4,
      });
      await appendAll(w, 1, 3);
      await until(() => fake.calls.includes("snapshot"));
      await appendAll(w, 4, 5); // past the bound again while the fold runs
      finish();
      await until(() => fake.calls.some((c) => c.startsWith("keepFrom")));
      await tick();
      expect(snapshots(fake)).toBe(1);
      expect(w.health().journalEntries).toBe(2);
    });

    it.each([0, 10])(
      "folds at once, busy or not, %i records stored, once the journal is BUSY_EXTRA x compactAfterEntries past its threshold",
      async (records) => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const fake = fakeFile();
        const w = writer(fake, 2, 0, Promise.resolve(), { ...idle, records });
        const limit = Math.max(2, records) + BUSY_EXTRA * 2;
        await appendAll(w, 1, limit);
        expect(snapshots(fake)).toBe(0);
        await appendAll(w, limit + 1, limit + 1);
        await vi.advanceTimersByTimeAsync(0);
        expect(snapshots(fake)).toBe(1);
      },
    );

    it.each([
      { records: 0, entries: 3, folds: 1 },
      { records: 10, entries: 3, folds: 0 },
      { records: 10, entries: 10, folds: 0 },
      { records: 10, entries: 11, folds: 1 },
    ])(
      "with $records records stored at open, $entries entries make $folds fold(s)",
      async ({ records, entries, folds }) => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const fake = fakeFile();
        const w = writer(fake, 2, 0, Promise.resolve(), { ...idle, records });
        await appendAll(w, 1, entries);
        await vi.advanceTimersByTimeAsync(500);
        expect(snapshots(fake)).toBe(folds);
      },
    );
  });
});
