/**
 * The stages of a fold at which the fault-injection tests kill the process (test/store/fold-kill.test.ts):
 * the fold about to start, its temporary data file half written, the data file renamed into place
 * but not yet its index, and both in place with the journal not yet cut back.
 */
export type FoldStage = "fold-start" | "fold-temp-write" | "fold-between-renames" | "fold-renamed";

/**
 * Test-only: a process started with `PSD2_SANDBOX_KILL_AT=<stage>` SIGKILLs itself when a fold
 * reaches that stage, as a crash there would. Without the variable it does nothing.
 */
export function faultPoint(stage: FoldStage): void {
  if (process.env.PSD2_SANDBOX_KILL_AT === stage) process.kill(process.pid, "SIGKILL");
}

/** Passes `chunks` through, calling the `fold-temp-write` point once the first is written. */
export function* killableChunks<T>(chunks: Iterable<T>): Generator<T> {
  let n = 0;
  for (const chunk of chunks) {
    if (n++ === 1) faultPoint("fold-temp-write");
    yield chunk;
  }
}
