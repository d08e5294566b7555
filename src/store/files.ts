import { open, readFile, rename } from "node:fs/promises";
import { dirname } from "node:path";

export function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return undefined;
    throw error;
  }
}

/**
 * Replaces `path` so that a crash leaves the old content or the new, never a mix: write a temporary
 * file, flush it, rename it over the old one, then flush the directory so the rename itself lasts.
 */
export async function writeFileAtomic(path: string, pieces: Iterable<string>): Promise<void> {
  const tmp = `${path}.tmp`;
  const handle = await open(tmp, "w");
  try {
    // writeFile on an open handle writes at the current position and retries short writes.
    for (const piece of pieces) await handle.writeFile(piece);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
  await syncDir(dirname(path));
}

/** Flushes a directory entry (a create or a rename). Windows cannot open directories; NTFS logs renames. */
export async function syncDir(dir: string): Promise<void> {
  if (process.platform === "win32") return;
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The append-only journal file as the writer sees it; tests substitute one that fails. */
export interface JournalFile {
  /** Appends and flushes: once this resolves the text survives a crash. */
  append(text: string): Promise<void>;
  /** Empties the file (after its entries were folded into a snapshot). */
  truncate(): Promise<void>;
  close(): Promise<void>;
}

export async function openJournalFile(path: string): Promise<JournalFile> {
  const handle = await open(path, "a");
  // The journal may have just been created; its directory entry must last as long as its entries.
  await syncDir(dirname(path));
  return {
    async append(text) {
      await handle.appendFile(text);
      await handle.datasync();
    },
    async truncate() {
      // Opened with O_APPEND, so later appends start again at offset 0.
      await handle.truncate(0);
      await handle.datasync();
    },
    close: () => handle.close(),
  };
}
