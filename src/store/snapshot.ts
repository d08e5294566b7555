import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Adapter } from "lowdb";
import { isErrno, readTextIfExists, writeFileAtomic } from "./files.js";
import { type Pinned, StoreMemory } from "./memory.js";
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

/**
 * Reads a data file in line form (what `writeDataFile` writes), one line at a time, so no string
 * ever holds more than one record. Throws NotLineForm at the first line if the file is in another
 * form (an older sandbox's single-line JSON, a hand-written file), and an Error naming the line if
 * a line-form file is damaged.
 */
async function readLineForm(
  model: StoreModel,
  file: string,
): Promise<{ memory: StoreMemory; journalSeq: number }> {
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let memory: StoreMemory | undefined;
  let journalSeq = 0;
  let table: Map<string, unknown> | undefined;
  let name = "";
  let done = false;
  let n = 0;
  try {
    for await (const line of lines) {
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
        // A final record keeps the line's own JSON: no second serialisation.
        table.set(id, memory.stored(name, JSON.parse(value), value));
      }
    }
  } finally {
    lines.close();
  }
  if (memory === undefined) throw new NotLineForm();
  if (!done) throw new Error(`line ${n}: the file ends before its data does`);
  return { memory, journalSeq };
}

/**
 * The data file's text in line form, in chunks of about `chunkChars`: lowdb JSON (one object:
 * `meta`, `journalSeq`, then each collection as an object of records), laid out with one record per
 * line so that it is written and read back record by record. `JSON.parse` of the whole reads it too.
 */
export function* dataFileChunks(pinned: Pinned, journalSeq: number, chunkChars = 1 << 20): Generator<string> {
  let chunk = `{"meta":${JSON.stringify(pinned.meta)},"journalSeq":${journalSeq},\n`;
  for (const [t, { name, ids, records }] of pinned.tables.entries()) {
    chunk += `${JSON.stringify(name)}:{\n`;
    for (let i = 0; i < ids.length; i++) {
      const record = records[i];
      const json = typeof record === "string" ? record : JSON.stringify(record);
      chunk += `${JSON.stringify(ids[i])}:${json}${i < ids.length - 1 ? "," : ""}\n`;
      if (chunk.length >= chunkChars) {
        yield chunk;
        chunk = "";
      }
    }
    chunk += t < pinned.tables.length - 1 ? "},\n" : "}\n";
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

  /** Pins memory before its first await, so the snapshot is memory exactly as it was at the call. */
  write(memory: StoreMemory): Promise<void> {
    const journalSeq = this.currentSeq();
    const pinned = memory.pin();
    return writeFileAtomic(this.file, dataFileChunks(pinned, journalSeq)).then(() => {
      this.journalSeq = journalSeq;
    });
  }
}
