import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where test/contract/record.ts writes the request/answer pairs of each test file. */
    contractDir: string;
  }
}

/** Every .ts file under src/ (relative paths). */
function sources(dir = "src", rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const path = join(rel, entry.name);
    if (entry.isDirectory()) return sources(dir, path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * dist/ is current when each compiled file is newer than every source and the tsconfig files (a
 * checkout or an edit touches them), and the CLI is the bundle (the binary, and the entry it runs,
 * which loads the commands' chunks). `npm run build` just before `npm test` (CI, landing) then costs
 * the tests no second build.
 */
function distIsCurrent(): boolean {
  const cli = join("dist", "cli.js");
  const entry = join("dist", "cli-main.js");
  if (!existsSync(cli) || !existsSync(entry) || !readFileSync(entry, "utf8").includes("cli-chunks/"))
    return false;
  const files = sources();
  const newestInput = Math.max(
    ...["tsconfig.json", "tsconfig.build.json", ...files.map((f) => join("src", f))].map(
      (f) => statSync(f).mtimeMs,
    ),
  );
  return files.every((f) => {
    const out = join("dist", f.replace(/\.ts$/, ".js"));
    return existsSync(out) && statSync(out).mtimeMs >= newestInput;
  });
}

/**
 * Tests that start the real CLI (or a child process) run the compiled JavaScript in dist/, as a user
 * does. Build it once before any test (unless it is already current) so they never run stale code;
 * types are the typecheck step's job, so this build skips checking them (--noCheck, a third of the
 * time). Every recorded request/answer pair is held to the OpenAPI document (the contract test): the
 * checker is loaded and built, and each test file's pairs checked, while the tests run, so that the
 * run's end waits only for the last file's pairs.
 */
export default function setup(project: TestProject): () => Promise<void> {
  if (!distIsCurrent()) {
    execFileSync(
      process.execPath,
      ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json", "--noCheck"],
      { stdio: "inherit" },
    );
    // The CLI runs bundled (scripts/bundle-cli.mjs), as `npm run build` makes it.
    execFileSync(process.execPath, ["scripts/bundle-cli.mjs"], { stdio: "inherit" });
  }
  const dir = mkdtempSync(join(tmpdir(), "psd2-contract-"));
  project.provide("contractDir", dir);
  const verifier = import("./contract/verify.js").then(({ contractVerifier }) => contractVerifier(dir));
  verifier.catch(() => {}); // awaited, and reported, by the teardown
  return async () => {
    try {
      process.stdout.write(`\n${await (await verifier).report()}\n`);
    } catch (error) {
      // vitest reports a teardown error but still exits 0: the contract must fail the run.
      process.exitCode = 1;
      throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
