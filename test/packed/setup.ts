import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The packed package (npm pack of this checkout) that `npx --package` installs. */
    tarball: string;
  }
}

/**
 * `npm pack`, as the package is published: prepack builds dist/ (the bundled CLI included), and the
 * tarball holds only the package's `files`. A folder of its own per run: npx keys its install by the
 * tarball's path, so a new path is never an earlier run's install.
 */
export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), "psd2-packed-"));
  const name = execFileSync("npm", ["pack", "--silent", "--pack-destination", folder], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  })
    .trim()
    .split("\n")
    .at(-1);
  project.provide("tarball", join(folder, name ?? ""));
  return () => rmSync(folder, { recursive: true, force: true });
}
