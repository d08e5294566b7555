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
export async function writeFileAtomic(
  path: string,
  pieces: Iterable<string | Uint8Array>,
  beforeRename?: () => Promise<void>,
): Promise<void> {
  const tmp = `${path}.tmp`;
  await writeFlushed(tmp, pieces);
  await beforeRename?.();
  await rename(tmp, path);
  await syncDir(dirname(path));
}

/** Writes `path` piece by piece and flushes it to disk. */
export async function writeFlushed(path: string, pieces: Iterable<string | Uint8Array>): Promise<void> {
  const handle = await open(path, "w");
  try {
    // writeFile on an open handle writes at the current position and retries short writes.
    for (const piece of pieces) await handle.writeFile(piece);
    await handle.sync();
  } finally {
    await handle.close();
  }
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
  /** Bytes of whole, flushed entries: what a successful append left. */
  readonly size: number;
  /** Appends and flushes: once this resolves the text survives a crash. */
  append(text: string): Promise<void>;
  /** Cuts the file back to `size` bytes (what a failed append may have left half-written goes). */
  truncate(size: number): Promise<void>;
  /**
   * Drops the bytes before `offset` (entries a snapshot now holds): the rest is written to a
   * temporary file that replaces the journal, so a crash leaves the old journal or the new one.
   */
  keepFrom(offset: number): Promise<void>;
  close(): Promise<void>;
}

export async function openJournalFile(path: string): Promise<JournalFile> {
  let handle = await open(path, "a+");
  let size = (await handle.stat()).size;
  // The journal may have just been created; its directory entry must last as long as its entries.
  await syncDir(dirname(path));
  async function truncate(to: number): Promise<void> {
    // Opened with O_APPEND, so later appends start again at the new end.
    await handle.truncate(to);
    await handle.datasync();
    size = to;
  }
  return {
    get size() {
      return size;
    },
    async append(text) {
      const bytes = Buffer.from(text);
      await handle.appendFile(bytes);
      await handle.datasync();
      size += bytes.length;
    },
    truncate,
    async keepFrom(offset) {
      if (offset >= size) return truncate(0);
      if (offset === 0) return;
      const tail = Buffer.alloc(size - offset);
      await handle.read(tail, 0, tail.length, offset);
      const tmp = `${path}.tmp`;
      const out = await open(tmp, "w");
      try {
        await out.writeFile(tail);
        await out.sync();
      } finally {
        await out.close();
      }
      await rename(tmp, path);
      await syncDir(dirname(path));
      await handle.close();
      handle = await open(path, "a+");
      size = tail.length;
    },
    close: () => handle.close(),
  };
}
