import type { Adapter } from "lowdb";
import { isErrno, readTextIfExists, writeFileAtomic } from "./files.js";
import { collectionsOf, withAllCollections } from "./records.js";
import type { Data, StoreModel } from "./registry.js";

/** A data file that cannot be loaded. Thrown before anything is written, so the file is left as it was. */
export class DataFileError extends Error {
  override name = "DataFileError";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Parses a data file: lowdb JSON of `Data` plus `journalSeq`, the last journal entry folded into
 * it. A file without `journalSeq` (hand-written, or from plain lowdb) counts as having folded none.
 * Throws an Error whose message says what is wrong with the shape.
 */
export function parseDataFile(model: StoreModel, text: string): { data: Data; journalSeq: number } {
  const raw: unknown = JSON.parse(text);
  if (!isObject(raw)) throw new Error("the top level is not a JSON object");
  const { journalSeq = 0, ...rest } = raw;
  if (typeof journalSeq !== "number" || !Number.isSafeInteger(journalSeq) || journalSeq < 0) {
    throw new Error('"journalSeq" is not a non-negative integer');
  }
  if (!isObject(rest.meta)) throw new Error('"meta" is missing or not an object');
  for (const c of collectionsOf(model)) {
    if (c in rest && !isObject(rest[c])) throw new Error(`"${c}" is not an object of records`);
  }
  // Unknown top-level keys (a newer sandbox's collections) are kept, so a snapshot does not drop them.
  return { data: withAllCollections(model, rest as Data), journalSeq };
}

/**
 * The data file's text, produced piece by piece: `meta` and `journalSeq`, then one collection at a
 * time (and any unknown top-level key a newer sandbox wrote), so where the pieces go is the writer's
 * choice. Pieces are made as they are asked for; take them all before the data changes.
 */
export function* snapshotPieces(model: StoreModel, data: Data, journalSeq: number): Generator<string> {
  const { meta, ...tables } = data as Data & Record<string, unknown>;
  yield `{"meta":${JSON.stringify(meta)},"journalSeq":${journalSeq}`;
  const known = new Set<string>(collectionsOf(model));
  for (const c of collectionsOf(model)) yield `,${JSON.stringify(c)}:${JSON.stringify(data[c])}`;
  for (const [key, value] of Object.entries(tables)) {
    if (!known.has(key) && key !== "journalSeq") yield `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  yield "}";
}

/**
 * lowdb adapter for the data file. `read()` loads and checks it; `write()` replaces it atomically
 * with a snapshot that records `currentSeq()` as its `journalSeq`.
 */
export class SnapshotFile implements Adapter<Data> {
  /** `journalSeq` of the file as last read or written. */
  journalSeq = 0;

  constructor(
    readonly file: string,
    private readonly model: StoreModel,
    private readonly currentSeq: () => number,
  ) {}

  async read(): Promise<Data | null> {
    let text: string | undefined;
    try {
      text = await readTextIfExists(this.file);
    } catch (error) {
      const reason = isErrno(error, "EISDIR") ? "it is a directory" : String(error);
      throw new DataFileError(`Cannot read data file ${this.file}: ${reason}.`);
    }
    if (text === undefined) return null;
    try {
      const { data, journalSeq } = parseDataFile(this.model, text);
      this.journalSeq = journalSeq;
      return data;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DataFileError(
        `${this.file} is not a psd2-sandbox data file (${reason}). Move it away or pass --memory / another --data file.`,
      );
    }
  }

  /** Serializes before its first await, so the snapshot is memory exactly as it was at the call. */
  write(data: Data): Promise<void> {
    const journalSeq = this.currentSeq();
    const pieces = [...snapshotPieces(this.model, data, journalSeq)];
    return writeFileAtomic(this.file, pieces).then(() => {
      this.journalSeq = journalSeq;
    });
  }
}
