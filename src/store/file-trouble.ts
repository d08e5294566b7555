import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { dirname } from "node:path";
import { indexPathOf } from "./index-file.js";
import { DataFileError } from "./snapshot.js";

type Advice = (path: string) => string;

const noSpace =
  (what: string): Advice =>
  (path) =>
    `${what} on the device that holds ${path}: free some space there (a fold writes the new data file ` +
    "beside the old one before it replaces it), or pass --data on another disk";

const denied: Advice = (path) =>
  `permission denied: the user running the sandbox${uid()} must be able to read and write ${path} and ` +
  `create files in its folder ${dirname(path)}; change their owner or mode (chown, chmod), or pass another --data`;

const uid = () => (process.getuid === undefined ? "" : ` (uid ${process.getuid()})`);

/** What to do about each error a store's file may meet at start-up, by its code. */
const ADVICE: Record<string, Advice> = {
  EISDIR: () => "it is a directory, where the store keeps a file: move it away, or pass another --data",
  ENOTDIR: (path) =>
    `a part of its path is a file, not a directory: pass a --data whose folder ${dirname(path)} is one`,
  EACCES: denied,
  EPERM: denied,
  EROFS: () => "it is on a read-only file system: pass --data on a writable one",
  ENOSPC: noSpace("no space left"),
  EDQUOT: noSpace("the disk quota is used up"),
  EMFILE: () => "too many files open in the process: raise the limit (ulimit -n)",
  ENFILE: () => "too many files open on the system: close some, or raise the system's limit",
  EIO: (path) =>
    `the device failed to read or write it: check the disk; psd2-sandbox store check --data ${path} ` +
    "says which of the store's files are intact",
};

/** The code of a Node error from the file system (`EISDIR`, `EACCES` …), or undefined. */
function codeOf(error: unknown): string | undefined {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) ? code : undefined;
}

/**
 * A file system error met while the store opens `path`, as a message that names the file and says
 * what to do: Node's own (`EISDIR: illegal operation on a directory, read`) names no file when the
 * call was a read or a write on an open file. Any other error is answered unchanged.
 */
export function fileTrouble(error: unknown, path: string): unknown {
  const code = codeOf(error);
  if (code === undefined || error instanceof DataFileError) return error;
  const { syscall, path: on } = error as NodeJS.ErrnoException;
  const call = [syscall, on !== undefined && on !== path ? on : undefined].filter(Boolean).join(" ");
  const advice = ADVICE[code]?.(path) ?? (error as Error).message;
  return new DataFileError(
    `Cannot use ${path}, ${roleOf(path)} (${code}${call ? `, ${call}` : ""}): ${advice}.`,
  );
}

const roleOf = (path: string) =>
  path.endsWith(".journal")
    ? "the store's journal"
    : path.endsWith(".index")
      ? "the store's index"
      : "the store's data file";

/** Runs one step of opening the store on `path`, naming `path` in what it throws. */
export async function onFile<T>(path: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw fileTrouble(error, path);
  }
}

const errno = (code: string, syscall: string, path: string) =>
  Object.assign(new Error(`${code}: ${syscall} ${path}`), { code, syscall, path });

/**
 * Before the store reads anything: each of its files that exists is a file this process may read
 * and write, and its folder takes new files (every fold writes `FILE.tmp` there). Found here, a
 * directory or a missing permission is refused with the file's name, not met halfway through.
 */
export async function checkStorePaths(file: string): Promise<void> {
  for (const path of [file, `${file}.journal`, indexPathOf(file)]) {
    await onFile(path, async () => {
      const found = await stat(path).catch((error: unknown) => {
        if (codeOf(error) === "ENOENT") return undefined;
        throw error;
      });
      if (found === undefined) return;
      if (found.isDirectory()) throw errno("EISDIR", "open", path);
      await access(path, constants.R_OK | constants.W_OK);
    });
  }
  await onFile(file, () => access(dirname(file), constants.W_OK | constants.X_OK));
}
