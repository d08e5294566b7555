import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** examples/tpp-ci's readiness tests run against this checkout's src/ as the package psd2-sandbox. */
export default defineConfig({
  root: fileURLToPath(new URL("../../examples/tpp-ci", import.meta.url)),
  resolve: { alias: { "psd2-sandbox": fileURLToPath(new URL("../../src/index.ts", import.meta.url)) } },
  test: {
    include: ["readiness.test.ts"],
    testTimeout: 60_000,
    // One test file: run it in a worker thread of this process, not in a process of its own; and keep
    // the transform of src/ between runs (as the suite's own config does).
    pool: "threads",
    experimental: { fsModuleCache: true },
  },
});
