import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The files that start child processes (the CLI, the shell examples of the docs, a crashing store,
 * openssl, another vitest) take longest and spend most of it waiting on them: start them first, so
 * they never run alone at the end, and a new test file that spawns is ranked with them by what it
 * imports, wherever it lives. Otherwise vitest's own order (its cache of durations, or largest file
 * first).
 */
const spawns = /from "node:child_process"|from "\.\.\/helpers\/cli\.js"/;
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = new Map(
      files.map((file) => [file, spawns.test(readFileSync(file.moduleId, "utf8")) ? 0 : 1]),
    );
    return (await super.sort(files)).sort((a, b) => (rank.get(a) ?? 1) - (rank.get(b) ?? 1));
  }
}

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The browser's and the packed tarball's suites have configs of their own.
    exclude: ["test/browser/**", "test/packed/**"],
    globalSetup: ["test/global-setup.ts"],
    // Records every request/answer pair for the contract test (test/contract).
    setupFiles: ["test/contract/record.ts", "test/file-handles.ts", "test/byte-equality.ts"],
    // Speed (docs/development.md, "Test suite"): worker threads that each load src/ once and run file
    // after file in it (no fresh module graph per file: tests share no module state, each builds its
    // own app). vitest would start one worker on a 2-core machine (cores - 1); two keep both busy.
    pool: "threads",
    isolate: false,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirst },
    // Each file's transform (TypeScript to what the workers run) is kept between runs, keyed by the
    // file's content, in node_modules/.experimental-vitest-cache: a run after a run transforms only
    // what changed.
    experimental: { fsModuleCache: true },
    // Crash-recovery and CLI tests spawn real processes; give them room on a 2-core CI machine.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
