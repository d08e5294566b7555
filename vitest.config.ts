import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**"],
    globalSetup: ["test/global-setup.ts"],
    // Records every request/answer pair for the contract test (test/contract).
    setupFiles: ["test/contract/record.ts"],
    // Crash-recovery and CLI tests spawn real processes; give them room on a 2-core CI machine.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
