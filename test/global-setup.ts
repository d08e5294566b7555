import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { verifyRecordedPairs } from "./contract/verify.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where test/contract/record.ts writes the request/answer pairs of each test file. */
    contractDir: string;
  }
}

/**
 * Tests that start the real CLI (or a child process) run the compiled JavaScript in dist/, as a user
 * does. Build it once before any test so they never run stale code. After the run, every recorded
 * request/answer pair is held to the OpenAPI document (the contract test).
 */
export default function setup(project: TestProject): () => Promise<void> {
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
    stdio: "inherit",
  });
  // The CLI runs bundled (scripts/bundle-cli.mjs), as `npm run build` makes it.
  execFileSync(process.execPath, ["scripts/bundle-cli.mjs"], { stdio: "inherit" });
  const dir = mkdtempSync(join(tmpdir(), "psd2-contract-"));
  project.provide("contractDir", dir);
  return async () => {
    try {
      process.stdout.write(`\n${await verifyRecordedPairs(dir)}\n`);
    } catch (error) {
      // vitest reports a teardown error but still exits 0: the contract must fail the run.
      process.exitCode = 1;
      throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
