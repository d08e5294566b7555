import type { JournalFile } from "./files.js";

/*
 * Test-only kill points for the crash tests, all named by one variable, PSD2_SANDBOX_KILL_AT: a stage of
 * a journal append (`<stage>:<marker>`) or a stage of a fold (`<fold stage>`). Unset, nothing changes.
 */

/** Where a test may have the process killed, around the journal append that holds its marker. */
const STAGES = ["before-append", "mid-append", "after-append"] as const;
type Stage = (typeof STAGES)[number];

/** The environment variable naming the stage and the marker: `<stage>:<text>`. */
export const KILL_AT = "PSD2_SANDBOX_KILL_AT";

/**
 * A test-only fault point for the crash tests: with `PSD2_SANDBOX_KILL_AT=<stage>:<text>` the process
 * SIGKILLs itself at that stage of the first journal append whose text contains `<text>` (before it,
 * after half of its bytes, or once it is flushed). Unset (always, outside those tests), the file is
 * returned as it is.
 */
export function withKillSwitch(file: JournalFile, setting = process.env[KILL_AT]): JournalFile {
  const colon = setting?.indexOf(":") ?? -1;
  const stage = setting?.slice(0, colon) as Stage;
  const marker = setting?.slice(colon + 1) ?? "";
  if (colon < 0 || !STAGES.includes(stage) || marker === "") return file;
  const die = (): Promise<never> => {
    process.kill(process.pid, "SIGKILL");
    return new Promise(() => {});
  };
  return {
    get size() {
      return file.size;
    },
    async append(text) {
      if (!text.includes(marker)) return file.append(text);
      if (stage === "mid-append") await file.append(text.slice(0, text.length >> 1));
      else if (stage === "after-append") await file.append(text);
      return die();
    },
    truncate: (size) => file.truncate(size),
    keepFrom: (offset) => file.keepFrom(offset),
    close: () => file.close(),
  };
}

/**
 * The stages of a fold at which the fault-injection tests kill the process (test/store/fold-kill.test.ts):
 * the fold about to start, its temporary data file half written, the data file renamed into place
 * but not yet its index, and both in place with the journal not yet cut back.
 */
export type FoldStage = "fold-start" | "fold-temp-write" | "fold-between-renames" | "fold-renamed";

/**
 * Test-only: a process started with `PSD2_SANDBOX_KILL_AT=<fold stage>` SIGKILLs itself when a fold
 * reaches that stage, as a crash there would. Without the variable it does nothing.
 */
export function faultPoint(stage: FoldStage): void {
  if (process.env[KILL_AT] === stage) process.kill(process.pid, "SIGKILL");
}

/** Passes `chunks` through, calling the `fold-temp-write` point once the first is written. */
export function* killableChunks<T>(chunks: Iterable<T>): Generator<T> {
  let n = 0;
  for (const chunk of chunks) {
    if (n++ === 1) faultPoint("fold-temp-write");
    yield chunk;
  }
}
