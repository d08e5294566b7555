import { existsSync } from "node:fs";

let root: URL | undefined;

/**
 * A file shipped with the package (package.json, fixtures/…), by its path from the package root. The
 * root is the nearest folder above this code holding a package.json, because the code runs from
 * several depths: src/ under vitest, dist/ as tsc writes it, dist/cli-chunks/ in the CLI's bundle.
 */
export function packageFile(path: string): URL {
  if (root === undefined) {
    let dir = new URL("./", import.meta.url);
    while (!existsSync(new URL("package.json", dir))) {
      const up = new URL("../", dir);
      if (up.href === dir.href) throw new Error(`no package.json above ${import.meta.url}`);
      dir = up;
    }
    root = dir;
  }
  return new URL(path, root);
}
