import { defineConfig } from "vitest/config";

/**
 * `npm run test:packed`: the packed tarball's CLI, run as a user runs it (`npx --package <tgz>
 * psd2-sandbox …`), from a folder outside this checkout. Apart from `npm test`: it packs (a build)
 * and each npx call starts npm, so it takes minutes, not seconds.
 */
export default defineConfig({
  test: {
    include: ["test/packed/**/*.test.ts"],
    globalSetup: ["test/packed/setup.ts"],
    fileParallelism: false,
    // The first npx call installs the tarball and its dependencies.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
