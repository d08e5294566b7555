import { defineConfig } from "vitest/config";

/**
 * The real-browser test of the SCA page (npm run test:browser): Debian's chromium driven by
 * playwright-core against a sandbox listening on a free port. Kept out of `npm test` so that the
 * default suite needs no browser.
 */
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
