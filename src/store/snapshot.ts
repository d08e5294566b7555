import { closeSync, createReadStream, openSync } from "node:fs";
import type { Adapter } from "lowdb";
import { isErrno, readTextIfExists, writeFileAtomic } from "./files.js";
import { type DiskFile, diskRef, type Pinned, StoreMemory } from "./memory.js";
import { collectionsOf } from "./records.js";
import type { Data, StoreModel } from "./registry.js";

/** A data file that cannot be loaded. Thrown before anything is written, so the file is left as it was. */
export class DataFileError extends Error {
  override name = "DataFileError";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkHead(raw: unknown): { meta: Record<string, unknown>; journalSeq: number } {
  if (!isObject(raw)) throw new Error("the top level is not a JSON object");
  const { journalSeq = 0, meta } = raw;
  if (typeof journalSeq !== "number" || !Number.isSafeInteger(journalSeq) || journalSeq < 0) {
    throw new Error('"journalSeq" is not a non-negative integer');
  }
  if (!isObject(meta)) throw new Error('"meta" is missing or not an object');
  return { meta, journalSeq };
}

/**
 * Parses a whole data file held as one string: lowdb JSON of `Data` plus `journalSeq`, the last
 * journal entry folded into it. A file without `journalSeq` (hand-written, or from plain lowdb)
 * counts as having folded none. Throws an Error whose message says what is wrong with the shape.
 */
export function parseDataFile(model: StoreModel, text: string): { data: Data; journalSeq: number } {
  const raw: unknown = JSON.parse(text);
  const { journalSeq } = checkHead(raw);
  const { journalSeq: _, ...rest } = raw as Record<string, unknown>;
  for (const c of collectionsOf(model)) {
    if (c in rest && !isObject(rest[c])) throw new Error(`"${c}" is not an object of records`);
  }
  return { data: rest as Data, journalSeq };
}

/** Where the JSON string that opens `line` ends (the index of its closing quote), or -1. */
function endOfString(line: string): number {
  if (line[0] !== '"') return -1;
  for (let i = 1; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === '"') return i;
  }
  return -1;
}

class NotLineForm extends Error {}

/** The lines of a file, each with the byte position where it starts (the splitting is the file's own "\n"). */
async function* linesOf(file: string): AsyncGenerator<{ line: string; position: number }> {
  let pending = "";
  let position = 0;
  for await (const chunk of createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 })) {
    const pieces = (pending + chunk).split("\n");
    pending = pieces.pop() ?? "";
    for (const line of pieces) {
      yield { line, position };
      position += Buffer.byteLength(line) + 1;
    }
  }
  if (pending !== "") yield { line: pending, position };
}

/**
 * Reads a data file in line form (what `writeDataFile` writes), one line at a time, so no string
 * ever holds more than one record. A final record is kept as where its text is in the file, not as
 * text. Throws NotLineForm at the first line if the file is in another form (an older sandbox's
 * single-line JSON, a hand-written file), and an Error naming the line if a line-form file is damaged.
 */
async function readLineForm(
  model: StoreModel,
  file: string,
): Promise<{ memory: StoreMemory; journalSeq: number }> {
  let memory: StoreMemory | undefined;
  let journalSeq = 0;
  let table: Map<string, unknown> | undefined;
  let name = "";
  let done = false;
  let n = 0;
  for await (const { line, position } of linesOf(file)) {
    n += 1;
    if (memory === undefined) {
      if (!line.startsWith('{"meta":') || !line.endsWith(",")) throw new NotLineForm();
      const head = checkHead(JSON.parse(`${line.slice(0, -1)}}`));
      memory = new StoreMemory(model, head.meta);
      journalSeq = head.journalSeq;
    } else if (done) {
      if (line.trim() !== "") throw new Error(`line ${n}: text after the end of the data`);
    } else if (table === undefined) {
      if (line === "}") {
        done = true;
        continue;
      }
      const end = endOfString(line);
      if (end < 0 || line.slice(end + 1) !== ":{")
        throw new Error(`line ${n}: not the start of a collection`);
      name = JSON.parse(line.slice(0, end + 1)) as string;
      table = memory.table(name);
    } else if (line === "}" || line === "},") {
      table = undefined;
    } else {
      const end = endOfString(line);
      if (end < 0 || line[end + 1] !== ":") throw new Error(`line ${n}: not a record ("id":{...})`);
      const id = JSON.parse(line.slice(0, end + 1)) as string;
      const value = line.endsWith(",") ? line.slice(end + 2, -1) : line.slice(end + 2);
      const stored = memory.stored(name, JSON.parse(value), value);
      // A final record stays in the file: memory keeps where it is.
      const ref =
        typeof stored === "string"
          ? diskRef(position + Buffer.byteLength(line.slice(0, end + 2)), Buffer.byteLength(value))
          : undefined;
      table.set(id, ref ?? stored);
    }
  }
  if (memory === undefined) throw new NotLineForm();
  if (!done) throw new Error(`line ${n}: the file ends before its data does`);
  return { memory, journalSeq };
}

/**
 * The data file's text in line form, in chunks of about `chunkChars`: lowdb JSON (one object:
 * `meta`, `journalSeq`, then each collection as an object of records), laid out with one record per
 * line so that it is written and read back record by record. `JSON.parse` of the whole reads it too.
 * `json` gives a stored value's text; `at(t, i, ref)` is told where a final record's text went.
 */
export function* dataFileChunks(
  pinned: Pinned,
  journalSeq: number,
  json: (stored: unknown) => string = (stored) =>
    typeof stored === "string" ? stored : JSON.stringify(stored),
  at?: (t: number, i: number, ref: number) => void,
  chunkChars = 1 << 20,
): Generator<string> {
  let chunk = `{"meta":${JSON.stringify(pinned.meta)},"journalSeq":${journalSeq},\n`;
  // Bytes before the current line: counted line by line, never by measuring the chunk again.
  let position = Buffer.byteLength(chunk);
  for (const [t, { name, ids, records }] of pinned.tables.entries()) {
    const open = `${JSON.stringify(name)}:{\n`;
    chunk += open;
    position += Buffer.byteLength(open);
    for (let i = 0; i < ids.length; i++) {
      const stored = records[i];
      const text = json(stored);
      const key = `${JSON.stringify(ids[i])}:`;
      const line = `${key}${text}${i < ids.length - 1 ? "," : ""}\n`;
      if (at !== undefined && typeof stored !== "object") {
        const ref = diskRef(position + Buffer.byteLength(key), Buffer.byteLength(text));
        if (ref !== undefined) at(t, i, ref);
      }
      chunk += line;
      position += Buffer.byteLength(line);
      if (chunk.length >= chunkChars) {
        yield chunk;
        chunk = "";
      }
    }
    const close = t < pinned.tables.length - 1 ? "},\n" : "}\n";
    chunk += close;
    position += close.length;
  }
  yield `${chunk}}\n`;
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
  ) {}

  async read(): Promise<StoreMemory | null> {
    try {
      const { memory, journalSeq } = await readLineForm(this.model, this.file);
      this.journalSeq = journalSeq;
      return memory;
    } catch (error) {
      if (isErrno(error, "ENOENT")) return null;
      if (isErrno(error, "EISDIR"))
        throw new DataFileError(`Cannot read data file ${this.file}: it is a directory.`);
      if (!(error instanceof NotLineForm)) throw this.notDataFile(error);
    }
    return this.readWhole();
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
   * Once the new file is in place, the final records still as pinned are referred to in it, and the
   * old file is closed.
   */
  async write(memory: StoreMemory): Promise<void> {
    const journalSeq = this.currentSeq();
    const pinned = memory.pin();
    const refs = pinned.tables.map(({ ids }) => new Float64Array(ids.length).fill(Number.NaN));
    await writeFileAtomic(
      this.file,
      dataFileChunks(
        pinned,
        journalSeq,
        (stored) => memory.json(stored),
        (t, i, ref) => {
          (refs[t] as Float64Array)[i] = ref;
        },
      ),
    );
    this.journalSeq = journalSeq;
    const next: DiskFile = { fd: openSync(this.file, "r") };
    const previous = memory.disk;
    // Synchronous from here: no read sees a reference into the new file before it is the one open.
    for (const [t, { name, ids, records }] of pinned.tables.entries()) {
      const table = memory.table(name);
      const tableRefs = refs[t] as Float64Array;
      for (let i = 0; i < ids.length; i++) {
        const ref = tableRefs[i] as number;
        const id = ids[i] as string;
        if (!Number.isNaN(ref) && table.get(id) === records[i]) table.set(id, ref);
      }
    }
    memory.disk = next;
    this.disk = next;
    if (previous !== undefined) closeSync(previous.fd);
  }

  /** Closes the data file memory refers to (the store is closed). */
  release(): void {
    if (this.disk !== undefined) closeSync(this.disk.fd);
    this.disk = undefined;
  }
}
