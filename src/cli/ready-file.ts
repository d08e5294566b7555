import { renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { ConfigError } from "../config/load.js";

/**
 * `--ready-file PATH`: a script waits for PATH to exist and reads the URL from it, with no grep of the
 * log. It never holds a stale or half-written URL: a previous run's file is removed before the start,
 * the URL is written to a temporary name and renamed into place (atomic on one file system), and the
 * file is removed when the process exits.
 */
export function prepareReadyFile(path: string): void {
  const folder = dirname(path);
  let isFolder = false;
  try {
    isFolder = statSync(folder).isDirectory();
  } catch {
    // Reported below, with what to do.
  }
  if (!isFolder)
    throw new ConfigError(`--ready-file ${path}: folder ${folder} does not exist; create it first`);
  try {
    rmSync(path, { force: true });
  } catch (error) {
    throw new ConfigError(`--ready-file ${path}: cannot remove the old one (${(error as Error).message})`);
  }
}

export function writeReadyFile(path: string, url: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${url}\n`);
  renameSync(temporary, path);
  process.on("exit", () => rmSync(path, { force: true }));
}
