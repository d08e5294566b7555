import { close, closeSync, openSync } from "node:fs";
import { open as openFile } from "node:fs/promises";
import type { Adapter } from "lowdb";
import type { Logger } from "../logger.js";
import { setAside } from "./aside.js";
import { checkDataFile } from "./data-file-check.js";
import { faultPoint, killableChunks } from "./kill-switch.js";
import { BlockReader } from "./block-reader.js";
import { dataFileChunks, type WrittenTable } from "./data-file-write.js";
import { isErrno, readTextIfExists, writeFileAtomic } from "./files.js";
import { indexPathOf, prepareIndexFile, readIndexed, writeIndexFile } from "./index-file.js";
import { NotLineForm, parseDataFile, parseHead, readLineForm, type TableLayout } from "./line-form.js";
import { type DiskFile, type Pinned, StoreMemory } from "./memory.js";
import type { StoreModel } from "./registry.js";
import { OpenInFile } from "./open-text.js";

export { dataFileChunks } from "./data-file-write.js";
export { parseDataFile } from "./line-form.js";

/** A data file that cannot be loaded. Thrown before anything is written, so the file is left as it was. */
export class DataFileError extends Error {
  override name = "DataFileError";
}

/** The refusal of a data file whose checksum does not match: no repair can bring back what it held. */
export function damagedDataFile(file: string, reason: string): DataFileError {
  return new DataFileError(
    `${file} is damaged (${reason}); starting would serve a store with records missing or changed. ` +
      `Restore it, with ${file}.journal, from a backup; psd2-sandbox store check --data ${file} reports on each file. ` +
      "Nothing was changed.",
  );
}

/** The first line of `file` (within its first mebibyte), or undefined when it has no newline there. */
async function firstLine(file: string): Promise<string | undefined> {
  const handle = await openFile(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(1 << 20);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const end = buffer.subarray(0, bytesRead).indexOf(10);
    return end < 0 ? undefined : buffer.toString("utf8", 0, end);
  } finally {
    await handle.close();
  }
}

/**
 * lowdb adapter for the data file. `read()` loads and checks it, streaming a line-form file and
 * parsing an older single-string one whole (`migrated` is then set: the caller rewrites it in line
 * form); `write()` replaces it atomically with a snapshot that records `currentSeq()` as its
 * `journalSeq`, streamed chunk by chunk while requests go on.
 */
export class SnapshotFile implements Adapter<StoreMemory> {
  /** `journalSeq` of the file as last read or written. */
  journalSeq = 0;
  /** Set by `read()` when the file was in an older form. */
  migrated = false;

  constructor(
    readonly file: string,
    private readonly model: StoreModel,
    private readonly currentSeq: () => number,
    private readonly logger?: Logger,
  ) {}

  async read(): Promise<StoreMemory | null> {
    try {
      const check = await checkDataFile(this.file);
      if (check.state === "damaged") throw damagedDataFile(this.file, check.reason);
      // A line-form file without a checksum is an older sandbox's (one in another form is migrated).
      const unchecked = () => {
        if (check.state === "unchecked")
          this.logger?.info("the data file has no checksum (an older sandbox's); the next fold adds one", {
            file: this.file,
          });
      };
      const indexed = await this.readIndexed();
      if (indexed !== undefined) {
        unchecked();
        return indexed;
      }
      const { memory, journalSeq, layout } = await readLineForm(this.model, this.file);
      unchecked();
      this.journalSeq = journalSeq;
      this.rebuild = { journalSeq, layout };
      return memory;
    } catch (error) {
      if (error instanceof DataFileError) throw error;
      if (isErrno(error, "ENOENT")) return null;
      if (isErrno(error, "EISDIR"))
        throw new DataFileError(`Cannot read data file ${this.file}: it is a directory.`);
      if (!(error instanceof NotLineForm)) throw this.notDataFile(error);
    }
    return this.readWhole();
  }

  /** Memory from the index file beside a line-form data file, if there is one that describes it. */
  private async readIndexed(): Promise<StoreMemory | undefined> {
    const line = await firstLine(this.file);
    let head: { meta: Record<string, unknown>; journalSeq: number };
    try {
      if (line === undefined) return undefined;
      head = parseHead(line);
    } catch {
      return undefined; // the whole read says what is wrong
    }
    try {
      const memory = await readIndexed(this.model, this.file, head);
      if (memory === "stale")
        this.logger?.info("the index beside the data file is not current; reading every record", {
          file: this.file,
        });
      this.damagedIndex = memory === "damaged";
      if (memory === undefined || memory === "stale" || memory === "damaged") return undefined;
      this.journalSeq = head.journalSeq;
      return memory;
    } catch (error) {
      this.logger?.warn("the data file's index is unreadable; reading every record", {
        error: String(error),
      });
      return undefined;
    }
  }

  /** Set by `read()` when the index failed its checksum: `settle()` keeps it aside and writes it anew. */
  private damagedIndex = false;
  /** Set by `read()` when it read every line: what `settle()` writes the index from. */
  private rebuild: { journalSeq: number; layout: TableLayout[] } | undefined;

  /**
   * Writes what `read()` found must be rewritten, once the journal is known to be sound too (a start
   * that refuses changes no file): the index, a damaged one kept aside as it was.
   */
  async settle(): Promise<void> {
    const index = indexPathOf(this.file);
    if (this.damagedIndex) {
      const copy = await setAside(index);
      this.logger?.warn("the data file's index is damaged; rebuilding it from the data file", {
        file: index,
        keptAs: copy,
      });
    }
    const rebuild = this.rebuild;
    this.damagedIndex = false;
    this.rebuild = undefined;
    if (rebuild === undefined) return;
    // The next start reads the index instead of every line (a failure costs only that).
    await writeIndexFile(this.file, rebuild.journalSeq, rebuild.layout).catch((error: unknown) => {
      this.logger?.warn("could not write the data file's index; the next start reads every record", {
        error: String(error),
      });
    });
  }

  private async readWhole(): Promise<StoreMemory | null> {
    let text: string | undefined;
    try {
      text = await readTextIfExists(this.file);
    } catch (error) {
      throw new DataFileError(`Cannot read data file ${this.file}: ${String(error)}.`);
    }
    if (text === undefined) return null;
    try {
      const { data, journalSeq } = parseDataFile(this.model, text);
      this.journalSeq = journalSeq;
      this.migrated = true;
      return StoreMemory.fromData(this.model, data);
    } catch (error) {
      throw this.notDataFile(error);
    }
  }

  private notDataFile(error: unknown): DataFileError {
    const reason = error instanceof Error ? error.message : String(error);
    return new DataFileError(
      `${this.file} is not a psd2-sandbox data file (${reason}). Move it away or pass --memory / another --data file.`,
    );
  }

  /** The open data file that memory's references point into. */
  private disk: DiskFile | undefined;

  /** Opens the file just read for the references `read()` put in memory. */
  attach(memory: StoreMemory): void {
    this.disk ??= { fd: openSync(this.file, "r") };
    memory.disk = this.disk;
  }

  /**
   * Pins memory before its first await, so the snapshot is memory exactly as it was at the call.
   * Records the old file holds are copied from it. Once the new file is in place, memory is pointed
   * into it and the old file is closed; then the new index is written beside it.
   */
  async write(memory: StoreMemory): Promise<void> {
    faultPoint("fold-start");
    const journalSeq = this.currentSeq();
    const pinned = memory.pin();
    try {
      const layout: WrittenTable[] = [];
      const source = memory.disk === undefined ? undefined : new BlockReader(memory.disk.fd);
      let placeIndex: (() => Promise<void>) | undefined;
      const chunks = killableChunks(dataFileChunks(pinned, journalSeq, source, layout));
      // The new index is written and flushed before the data file's rename, from the layout as
      // written (`install`, which marks later removals, comes after), and put in place right after it.
      await writeFileAtomic(this.file, chunks, async () => {
        placeIndex = await prepareIndexFile(this.file, `${this.file}.tmp`, journalSeq, layout);
      });
      faultPoint("fold-between-renames");
      this.journalSeq = journalSeq;
      this.install(memory, pinned, layout, { fd: openSync(this.file, "r") });
      await placeIndex?.();
      faultPoint("fold-renamed");
    } finally {
      memory.unpin(pinned);
    }
  }

  /**
   * Points memory into the new file, synchronously (no read sees a half-done switch), in time that
   * grows with the changes made while the file was written, not with the store: a record written
   * from the old file is dropped from the new index if it was removed or replaced meanwhile (the
   * removal log), a final text now in the file leaves memory if it is still the current value.
   */
  private install(memory: StoreMemory, pinned: Pinned, layout: WrittenTable[], next: DiskFile): void {
    for (const [t, written] of layout.entries()) {
      const old = pinned.tables[t]?.disk?.index;
      const table = memory.banks.get(written.bank)?.get(written.c);
      // A replace during the write made new tables: nothing in them refers to a file.
      if (old === undefined || table === undefined || table.disk !== old) continue;
      for (const e of old.removedLog ?? []) {
        const entry = written.fromOld[e] as number;
        if (entry >= 0) written.disk.remove(entry);
      }
      for (const { entry, id, record } of written.moved) {
        if (table.live.get(id) === record) table.live.delete(id);
        else written.disk.remove(entry);
      }
      // An open record kept as text is read from the new file from now on (its text leaves memory).
      for (const { id, record, position, length } of written.reopened) {
        if (table.live.get(id) === record) table.live.set(id, new OpenInFile(position, length));
      }
      table.disk = written.disk;
    }
    const previous = memory.disk;
    memory.disk = next;
    this.disk = next;
    // In the background: closing the last descriptor of a replaced large file frees its blocks,
    // which keeps the kernel busy for a while (docs/store.md).
    if (previous !== undefined) close(previous.fd, () => undefined);
  }

  /** Closes the data file memory refers to (the store is closed). */
  release(): void {
    if (this.disk !== undefined) closeSync(this.disk.fd);
    this.disk = undefined;
  }
}
