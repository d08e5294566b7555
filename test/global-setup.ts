import { execFileSync } from "node:child_process";

/**
 * Tests that start the real CLI (or a child process) run the compiled JavaScript in dist/, as a user
 * does. Build it once before any test so they never run stale code.
 */
export default function setup(): void {
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], {
    stdio: "inherit",
  });
}
