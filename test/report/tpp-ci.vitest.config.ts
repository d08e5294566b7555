import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** examples/tpp-ci's readiness tests run against this checkout's src/ as the package psd2-sandbox. */
export default defineConfig({
  root: fileURLToPath(new URL("../../examples/tpp-ci", import.meta.url)),
  resolve: { alias: { "psd2-sandbox": fileURLToPath(new URL("../../src/index.ts", import.meta.url)) } },
  test: { include: ["readiness.test.ts"], testTimeout: 60_000 },
});
