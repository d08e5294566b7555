import { closeSync, openSync } from "node:fs";
import { readFile, rename, stat } from "node:fs/promises";
import { crc32 } from "./checksum.js";
import { BlockReader } from "./block-reader.js";
import { DiskIndex, hashId, MAX_REF_LENGTH } from "./disk-index.js";
import { isErrno, syncDir, writeFlushed } from "./files.js";
import { endOfString, isObject, type TableLayout } from "./line-form.js";
import { OpenInFile } from "./open-text.js";
import { StoreMemory } from "./memory.js";
import type { StoreModel } from "./registry.js";
import { dirname } from "node:path";

/** Bytes of a line decoded first to find its key (ids are shorter; a longer one decodes the line). */
const KEY_PREFIX = 64;

/**
 * `<data file>.index`: where every record is in the data file, so that start-up reads a few bytes
 * per record instead of parsing every line. A JSON header line names the data file it describes (its
 * size, inode, modification time and journalSeq: a data file rewritten since, by a fold or by hand,
 * no longer matches and is read whole instead), then per table the raw arrays of its disk index and
 * the positions of its other records (little-endian, as the machine writes them), and last the
 * CRC-32 of every byte before it (uint32, little-endian): an index that is not what the fold wrote
 * is damaged, and is never used.
 */
const FORMAT = "psd2-sandbox data file index";
const VERSION = 3;

export const indexPathOf = (file: string): string => `${file}.index`;

interface Header {
  format: string;
  version: number;
  dataFile: { size: number; ino: string; mtimeNs: string; journalSeq: number };
  /** Per table, its collection and bank ("" for the store's own). */
  tables: { c: string; bank: string; final: number; others: number }[];
}

async function identity(file: string, journalSeq: number): Promise<Header["dataFile"]> {
  const s = await stat(file, { bigint: true });
  return { size: Number(s.size), ino: String(s.ino), mtimeNs: String(s.mtimeNs), journalSeq };
}

const bytesOf = (array: Uint32Array | Float64Array): Buffer =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/**
 * Writes and flushes the index of the data file at `written` (a fold's temporary file, or `file`
 * itself) as `<file>.index.tmp`, and answers what puts it in place (rename, flush of the directory).
 * A rename keeps a file's inode, size and modification time, so the index names the data file it
 * will sit beside; a crash between the two renames leaves an index that names another file.
 */
export async function prepareIndexFile(
  file: string,
  written: string,
  journalSeq: number,
  layout: TableLayout[],
): Promise<() => Promise<void>> {
  // The indexes of `layout` are not in use yet (a fold puts them in memory after this), so the
  // copies can take a turn of the event loop each.
  const tables = [];
  for (const { c, bank, disk, others } of layout) {
    tables.push({ c, bank, ...disk.present(), others });
    await new Promise((resolve) => setImmediate(resolve));
  }
  const header: Header = {
    format: FORMAT,
    version: VERSION,
    dataFile: await identity(written, journalSeq),
    tables: tables.map(({ c, bank, hashes, others }) => ({
      c,
      bank,
      final: hashes.length,
      others: others.length / 2,
    })),
  };
  const pieces: Buffer[] = [Buffer.from(`${JSON.stringify(header)}\n`)];
  for (const { positions, others, hashes, lengths } of tables) {
    pieces.push(bytesOf(positions), bytesOf(Float64Array.from(others)), bytesOf(hashes), bytesOf(lengths));
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32LE(pieces.reduce((crc, piece) => crc32(piece, crc), 0));
  pieces.push(checksum);
  const path = indexPathOf(file);
  await writeFlushed(`${path}.tmp`, pieces);
  return async () => {
    await rename(`${path}.tmp`, path);
    await syncDir(dirname(path));
  };
}

/** Writes the index of `file` as it is now on disk (temporary file, fsync, rename). */
export async function writeIndexFile(file: string, journalSeq: number, layout: TableLayout[]): Promise<void> {
  await (await prepareIndexFile(file, file, journalSeq, layout))();
}

/**
 * The index beside `file` (whose `journalSeq` is given) if it is sound and describes that file as it
 * is: undefined when there is none, "stale" when it is of another version or describes another file
 * (a crash between a fold's two renames, an edit by hand), "damaged" when its checksum does not match.
 */
export async function readIndexFile(
  file: string,
  journalSeq: number,
): Promise<{ bytes: Buffer; header: Header; newline: number } | "stale" | "damaged" | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(indexPathOf(file));
  } catch (error) {
    if (isErrno(error, "ENOENT")) return undefined;
    throw error;
  }
  const newline = bytes.indexOf(10);
  const body = bytes.length - 4;
  const intact = body > newline && newline > 0 && crc32(bytes.subarray(0, body)) === bytes.readUInt32LE(body);
  let header: Header;
  try {
    header = JSON.parse(bytes.toString("utf8", 0, newline)) as Header;
  } catch {
    return intact ? "stale" : "damaged";
  }
  const ours = isObject(header) && header.format === FORMAT;
  // An older sandbox's index (version 1, without a checksum) is replaced as one that is out of date.
  if (!intact) return ours && header.version === 1 ? "stale" : "damaged";
  if (!ours || header.version !== VERSION) return "stale";
  let now: Header["dataFile"];
  try {
    now = await identity(file, journalSeq);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return "stale";
    throw error;
  }
  if (JSON.stringify(header.dataFile) !== JSON.stringify(now)) return "stale";
  const expected = header.tables.reduce((n, t) => n + t.final * 16 + t.others * 16, newline + 1);
  if (body !== expected) return "damaged";
  return { bytes, header, newline };
}

/**
 * The store's memory from the index beside `file` (whose head gave `meta` and `journalSeq`): the
 * disk indexes as written, and the other records read at their positions and parsed. Undefined when
 * there is no index; "stale" when it is of another version or describes another file, "damaged" when
 * its checksum does not match (the caller then reads the data file whole).
 */
export async function readIndexed(
  model: StoreModel,
  file: string,
  head: { meta: Record<string, unknown>; journalSeq: number },
): Promise<StoreMemory | "stale" | "damaged" | undefined> {
  const index = await readIndexFile(file, head.journalSeq);
  if (index === undefined || typeof index === "string") return index;
  const { bytes, header, newline } = index;
  const memory = new StoreMemory(model, head.meta);
  let at = newline + 1;
  const take = (length: number): ArrayBuffer => {
    // A copy: typed arrays need their own aligned buffer.
    const piece = new Uint8Array(length);
    piece.set(bytes.subarray(at, at + length));
    at += length;
    return piece.buffer;
  };
  const fd = openSync(file, "r");
  try {
    const source = new BlockReader(fd);
    for (const { c, bank, final, others } of header.tables) {
      const positions = new Float64Array(take(final * 8));
      const places = new Float64Array(take(others * 16));
      const hashes = new Uint32Array(take(final * 4));
      const lengths = new Uint32Array(take(final * 4));
      const table = memory.table(c, bank);
      table.disk = DiskIndex.of(hashes, positions, lengths);
      const inFile = memory.keptInFile(c);
      for (let i = 0; i < places.length; i += 2) {
        const position = places[i] as number;
        const bytes = source.read(position, places[i + 1] as number);
        // An open record of a compactly kept collection stays in the file: only its key is decoded.
        let line = bytes.toString("utf8", 0, inFile ? Math.min(bytes.length, KEY_PREFIX) : bytes.length);
        let end = endOfString(line);
        if (end < 0 || line[end + 1] !== ":") {
          line = bytes.toString("utf8");
          end = endOfString(line);
        }
        if (end < 0 || line[end + 1] !== ":") return "stale";
        const keyLength = Buffer.byteLength(line.slice(0, end + 2));
        const id = JSON.parse(line.slice(0, end + 1)) as string;
        const valueLength = bytes.length - keyLength;
        if (!inFile) table.live.set(id, JSON.parse(bytes.toString("utf8", keyLength)));
        else if (keyLength <= MAX_REF_LENGTH && valueLength <= MAX_REF_LENGTH)
          table.disk.append(hashId(id), position + keyLength, keyLength, valueLength, true);
        else table.live.set(id, new OpenInFile(position + keyLength, valueLength));
      }
    }
  } finally {
    closeSync(fd);
  }
  return memory;
}
