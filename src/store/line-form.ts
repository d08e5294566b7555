import { createReadStream } from "node:fs";
import { CHECKSUM_KEY, isChecksumLine } from "./checksum.js";
import { type DiskIndex, hashId, MAX_REF_LENGTH } from "./disk-index.js";
import { StoreMemory } from "./memory.js";
import { OpenText } from "./open-text.js";
import { fromLegacyName } from "./legacy-names.js";
import { collectionsOf } from "./records.js";
import { type Data, type StoreModel, TPP_BANKS } from "./registry.js";

/**
 * Where one table's records are in a data file: the final ones as disk index entries, the others
 * (records that can still change, and final texts too long to refer to) as `[linePosition,
 * lineLength]` pairs, key and value, which start-up reads and parses. What an index file holds.
 */
export interface TableLayout {
  /** The collection, and the bank whose records these are ("" for the store's own). */
  c: string;
  bank: string;
  disk: DiskIndex;
  others: number[];
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function checkHead(raw: unknown): { meta: Record<string, unknown>; journalSeq: number } {
  if (!isObject(raw)) throw new Error("the top level is not a JSON object");
  const { journalSeq = 0, meta } = raw;
  if (typeof journalSeq !== "number" || !Number.isSafeInteger(journalSeq) || journalSeq < 0) {
    throw new Error('"journalSeq" is not a non-negative integer');
  }
  if (!isObject(meta)) throw new Error('"meta" is missing or not an object');
  return { meta, journalSeq };
}

/** The head of a line-form file from its first line (`{"meta":…,"journalSeq":…,`), or NotLineForm. */
export function parseHead(line: string): { meta: Record<string, unknown>; journalSeq: number } {
  if (!line.startsWith('{"meta":') || !line.endsWith(",")) throw new NotLineForm();
  return checkHead(JSON.parse(`${line.slice(0, -1)}}`));
}

/**
 * Parses a whole data file held as one string: lowdb JSON of `Data` plus `journalSeq`, the last
 * journal entry folded into it. A file without `journalSeq` (hand-written, or from plain lowdb)
 * counts as having folded none. Throws an Error whose message says what is wrong with the shape.
 */
export function parseDataFile(model: StoreModel, text: string): { data: Data; journalSeq: number } {
  const raw: unknown = JSON.parse(text);
  const { journalSeq } = checkHead(raw);
  // The checksum (a line-form file's last member) says nothing about a file written whole.
  const { journalSeq: _, [CHECKSUM_KEY]: __, ...rest } = raw as Record<string, unknown>;
  for (const c of collectionsOf(model)) {
    if (c in rest && !isObject(rest[c])) throw new Error(`"${c}" is not an object of records`);
  }
  return { data: rest as Data, journalSeq };
}

/** Where the JSON string that opens `line` ends (the index of its closing quote), or -1. */
export function endOfString(line: string): number {
  if (line[0] !== '"') return -1;
  for (let i = 1; i < line.length; i++) {
    if (line[i] === "\\") i++;
    else if (line[i] === '"') return i;
  }
  return -1;
}

export class NotLineForm extends Error {}

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
 * Reads a data file in line form (what `dataFileChunks` writes) from end to end, one line at a time,
 * so no string ever holds more than one record: the start-up path when no valid index file is beside
 * it. A final record is kept as where its text is in the file (its disk index entry). Throws
 * NotLineForm at the first line if the file is in another form (an older sandbox's single-line JSON,
 * a hand-written file), and an Error naming the line if a line-form file is damaged. Answers where
 * every record is too, for writing the index file the next start reads instead.
 */
export async function readLineForm(
  model: StoreModel,
  file: string,
): Promise<{ memory: StoreMemory; journalSeq: number; layout: TableLayout[] }> {
  let memory: StoreMemory | undefined;
  let journalSeq = 0;
  let table: TableLayout | undefined;
  const layout: TableLayout[] = [];
  // Outside a table: at the top level, in `tppBanks` (`inBanks`), or in one TPP's bank (`bank`).
  let inBanks = false;
  let bank: string | undefined;
  let done = false;
  let n = 0;
  const opens = (line: string, what: string): string => {
    const end = endOfString(line);
    if (end < 0 || line.slice(end + 1) !== ":{") throw new Error(`line ${n}: not the start of ${what}`);
    return JSON.parse(line.slice(0, end + 1)) as string;
  };
  const closes = (line: string) => line === "}" || line === "},";
  for await (const { line, position } of linesOf(file)) {
    n += 1;
    if (memory === undefined) {
      const head = parseHead(line);
      memory = new StoreMemory(model, head.meta);
      journalSeq = head.journalSeq;
    } else if (done) {
      if (line.trim() !== "") throw new Error(`line ${n}: text after the end of the data`);
    } else if (table === undefined && bank !== undefined) {
      if (closes(line)) bank = undefined;
      else {
        const c = opens(line, "a collection");
        table = { c, bank, disk: memory.table(c, bank).disk, others: [] };
        layout.push(table);
      }
    } else if (table === undefined && inBanks) {
      if (closes(line)) inBanks = false;
      else bank = opens(line, "a bank");
    } else if (table === undefined) {
      if (line === "}") {
        done = true;
        continue;
      }
      // Checked before the read (`checkDataFile`): here it is only skipped.
      if (isChecksumLine(line)) continue;
      const name = opens(line, "a collection");
      if (name === TPP_BANKS) {
        inBanks = true;
        continue;
      }
      const { c, bank: owner } = fromLegacyName(name);
      table = { c, bank: owner, disk: memory.table(c, owner).disk, others: [] };
      layout.push(table);
    } else if (closes(line)) {
      table = undefined;
    } else {
      const end = endOfString(line);
      if (end < 0 || line[end + 1] !== ":") throw new Error(`line ${n}: not a record ("id":{...})`);
      const id = JSON.parse(line.slice(0, end + 1)) as string;
      const value = line.endsWith(",") ? line.slice(end + 2, -1) : line.slice(end + 2);
      const stored = memory.stored(table.c, JSON.parse(value), value);
      const keyLength = Buffer.byteLength(line.slice(0, end + 2));
      const valueLength = Buffer.byteLength(value);
      // A read finds a record by its key as the writer spells it: a hand-written key spelled
      // otherwise ("\u0041") keeps its record in memory.
      const spelled = line.slice(0, end + 1) === JSON.stringify(id);
      const open = stored instanceof OpenText;
      if (
        (typeof stored === "string" || open) &&
        spelled &&
        keyLength <= MAX_REF_LENGTH &&
        valueLength <= MAX_REF_LENGTH
      ) {
        // A final record, or an open one kept as text, stays in the file: memory keeps where it is.
        table.disk.append(hashId(id), position + keyLength, keyLength, valueLength, open);
        if (open) table.others.push(position, keyLength + valueLength);
      } else {
        memory.table(table.c, table.bank).live.set(id, stored);
        table.others.push(position, keyLength + valueLength);
      }
    }
  }
  if (memory === undefined) throw new NotLineForm();
  if (!done) throw new Error(`line ${n}: the file ends before its data does`);
  return { memory, journalSeq, layout };
}
