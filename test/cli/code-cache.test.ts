import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliPath } from "../helpers/cli.js";

const serving = join(cliPath, "..", "cli-serve.js");

/**
 * Serving's start chunk is compiled from the V8 code cache the build writes (scripts/bundle-cli.mjs,
 * docs/decisions.md "Serving compiled from a code cache"). A cache V8 rejects still starts, only
 * slower: nothing else would notice a build that writes a useless one.
 */
describe("serving's code cache", () => {
  it("is written by the build and used by a start on the same Node", () => {
    const used = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const serving = await import(${JSON.stringify(serving)}); process.stdout.write(String(serving.codeCacheUsed));`,
      ],
      { encoding: "utf8" },
    );
    expect(used).toBe("true");
  });
});
