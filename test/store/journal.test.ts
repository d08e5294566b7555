import { describe, expect, it } from "vitest";
import type { JournalFile } from "../../src/store/files.js";
import { createJournalWriter } from "../../src/store/journal.js";
import { recordingLogger } from "./helpers.js";

/** A journal file whose appends wait until the test releases them, and fail when told to. */
function fakeFile() {
  const calls: string[] = [];
  let gate: { open: () => void } | undefined;
  const state = { failNext: 0, held: false };
  const file: JournalFile = {
    async append(text) {
      calls.push(`append ${text.trim().split("\n").join(",")}`);
      if (state.held) await new Promise<void>((open) => (gate = { open }));
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new Error("ENOSPC: no space left on device");
      }
    },
    async truncate() {
      calls.push("truncate");
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

function writer(fake: ReturnType<typeof fakeFile>, compactAfterEntries = 100) {
  return createJournalWriter({
    file: fake.file,
    entries: 0,
    compactAfterEntries,
    logger: recordingLogger(),
    async snapshot() {
      fake.calls.push("snapshot");
      return 0;
    },
  });
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

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

  it("rejects sync() when the write fails, then repairs with a snapshot before appending again", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    fake.state.failNext = 1;
    w.append("1\n");
    await expect(w.sync()).rejects.toThrow(/ENOSPC/);
    // The failed change is still in memory; a sync() now must not claim it is durable without a write.
    await w.sync();
    w.append("2\n");
    await w.sync();
    expect(fake.calls).toEqual(["append 1", "snapshot", "truncate", "append 2"]);
  });

  it("compacts once the journal holds more than compactAfterEntries entries", async () => {
    const fake = fakeFile();
    const w = writer(fake, 2);
    for (const n of [1, 2, 3]) {
      w.append(`${n}\n`);
      await w.sync();
    }
    w.append("4\n");
    await w.sync();
    expect(fake.calls).toEqual(["append 1", "append 2", "append 3", "snapshot", "truncate", "append 4"]);
  });

  it("makes snapshotNext() durable before any later change is appended", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    w.append("1\n");
    w.snapshotNext();
    w.append("2\n");
    await w.sync();
    w.append("3\n");
    await w.sync();
    expect(fake.calls).toEqual(["snapshot", "truncate", "append 3"]);
  });

  it("snapshots and closes the file on close(), once", async () => {
    const fake = fakeFile();
    const w = writer(fake);
    w.append("1\n");
    await Promise.all([w.close(), w.close()]);
    await w.close();
    expect(fake.calls).toEqual(["snapshot", "truncate", "close"]);
  });
});
