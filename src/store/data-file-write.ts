import type { BlockReader } from "./block-reader.js";
import { checksumLine, crc32 } from "./checksum.js";
import { DiskIndex, hashId, MAX_REF_LENGTH } from "./disk-index.js";
import type { TableLayout } from "./line-form.js";
import type { Pinned } from "./memory.js";
import { OpenInFile, OpenText } from "./open-text.js";
import { TPP_BANKS } from "./registry.js";

/**
 * One table as a fold wrote it: its layout in the new file, and what the fold needs to tell which
 * written records are still current once the file is in place: for each entry of the old disk index
 * its entry in the new one (`fromOld`, -1 for none), and the live final texts now referred to in
 * the new file (`moved`).
 */
export interface WrittenTable extends TableLayout {
  fromOld: Int32Array;
  moved: { entry: number; id: string; record: unknown }[];
  /** Open records kept as text (`OpenText`, `OpenInFile`): where their texts are in the new file. */
  reopened: { id: string; record: unknown; position: number; length: number }[];
}

const CHUNK = 1 << 20;

/**
 * Output chunks of CHUNK bytes, filled in place, with the byte position of what is written next. A
 * chunk's memory is used again once the writer has written it (`free`): a fold of a large file
 * allocates a few chunks, not one buffer per chunk written, whose external memory would force one
 * major GC after another.
 */
class Chunks {
  position = 0;
  private buffer = Buffer.alloc(CHUNK);
  private used = 0;
  readonly full: Buffer[] = [];
  private readonly spare: ArrayBuffer[] = [];
  /** CRC-32 of every byte taken so far. */
  crc = 0;

  /** Takes back the memory of a chunk the writer is done with. */
  free(chunk: Buffer): void {
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === CHUNK)
      this.spare.push(chunk.buffer as ArrayBuffer);
  }

  bytes(piece: Uint8Array): void {
    if (this.used + piece.length > this.buffer.length) this.flush(piece.length);
    this.buffer.set(piece, this.used);
    this.used += piece.length;
    this.position += piece.length;
  }

  text(piece: string): number {
    const length = Buffer.byteLength(piece);
    if (this.used + length > this.buffer.length) this.flush(length);
    this.buffer.write(piece, this.used);
    this.used += length;
    this.position += length;
    return length;
  }

  private flush(room: number): void {
    if (this.used > 0) this.full.push(this.buffer.subarray(0, this.used));
    const spare = room <= CHUNK ? this.spare.pop() : undefined;
    this.buffer = spare === undefined ? Buffer.alloc(Math.max(CHUNK, room)) : Buffer.from(spare);
    this.used = 0;
  }

  /** What is written so far (all of it when `all`). */
  take(all = false): Buffer[] {
    if (all) this.flush(0);
    const taken = this.full.splice(0);
    for (const chunk of taken) this.crc = crc32(chunk, this.crc);
    return taken;
  }
}

/**
 * The data file's bytes in line form, in chunks of CHUNK bytes: lowdb JSON (one object: `meta`,
 * `journalSeq`, then each collection as an object of records, then the TPPs' banks' collections by
 * bank under `TPP_BANKS`), laid out with one record per line so that it is written and read back
 * record by record. `pinned.tables` has the store's own bank's tables first, each bank's together. `JSON.parse` of the whole reads it too. A
 * record the old file holds (`source`) is copied from it byte for byte, never parsed. The last member,
 * `checksum`, is the CRC-32 of every byte before its line (`./checksum.ts`). `layout` receives where
 * every record went (for the index file and the fold's repointing).
 */
export function* dataFileChunks(
  pinned: Pinned,
  journalSeq: number,
  source?: BlockReader,
  layout: WrittenTable[] = [],
): Generator<Buffer> {
  const out = new Chunks();
  out.text(`{"meta":${JSON.stringify(pinned.meta)},"journalSeq":${journalSeq},\n`);
  const { tables } = pinned;
  for (const [t, { c, bank, ids, records, disk, json }] of tables.entries()) {
    // A TPP's bank opens `"<bank>":{` (the first one `"tppBanks":{` before it) and holds its tables.
    const previous = tables[t - 1]?.bank ?? "";
    if (bank !== previous) {
      if (previous === "") out.text(`${JSON.stringify(TPP_BANKS)}:{\n`);
      else out.text("},\n");
      out.text(`${JSON.stringify(bank)}:{\n`);
    }
    out.text(`${JSON.stringify(c)}:{\n`);
    const old = disk?.index;
    const written: WrittenTable = {
      c,
      bank,
      disk: new DiskIndex((old?.count ?? 0) + ids.length),
      others: [],
      fromOld: new Int32Array(disk?.n ?? 0).fill(-1),
      moved: [],
      reopened: [],
    };
    layout.push(written);
    let first = true;
    const separate = () => {
      if (!first) out.text(",\n");
      first = false;
    };
    for (let e = 0; old !== undefined && source !== undefined && e < (disk?.n ?? 0); e++) {
      const position = disk?.positions[e] as number;
      if (Number.isNaN(position)) continue;
      separate();
      const keyLength = old.keyLength(e);
      const valueLength = old.valueLength(e);
      out.bytes(source.read(position - keyLength, keyLength + valueLength));
      const at = out.position - valueLength;
      const open = old.isOpen(e);
      written.fromOld[e] = written.disk.append(old.hashes[e] as number, at, keyLength, valueLength, open);
      // The index file lists an open record with the others, by its line.
      if (open) written.others.push(at - keyLength, keyLength + valueLength);
      yield* fullChunks(out);
    }
    for (let i = 0; i < ids.length; i++) {
      separate();
      const id = ids[i] as string;
      const record = records[i];
      const lineAt = out.position;
      const keyLength = out.text(`${JSON.stringify(id)}:`);
      if (record instanceof OpenInFile) {
        // Copied from the old file byte for byte; memory is pointed at the copy once the file is in place.
        if (source === undefined) throw new Error("an open record refers to a data file that is not open");
        out.bytes(source.read(record.position, record.length));
        written.reopened.push({ id, record, position: out.position - record.length, length: record.length });
        written.others.push(lineAt, keyLength + record.length);
        yield* fullChunks(out);
        continue;
      }
      const valueLength = out.text(
        typeof record === "string"
          ? (json?.(id, record) ?? record)
          : record instanceof OpenText
            ? record.json
            : JSON.stringify(record),
      );
      // A final text (a string) is referred to in the new file; a record that can change is read at
      // start-up (the index file lists it with the others).
      const fits = keyLength <= MAX_REF_LENGTH && valueLength <= MAX_REF_LENGTH;
      if (typeof record === "string" && fits) {
        const entry = written.disk.append(hashId(id), lineAt + keyLength, keyLength, valueLength);
        // Only a fold of memory (a pinned table with a disk index) points memory into the new file.
        if (disk !== undefined) written.moved.push({ entry, id, record });
      } else {
        written.others.push(lineAt, keyLength + valueLength);
        // An open record kept as text leaves memory for the new file's index (or, too long for it, is
        // kept as where it is).
        if (record instanceof OpenText && disk !== undefined) {
          const position = lineAt + keyLength;
          if (fits) {
            const entry = written.disk.append(hashId(id), position, keyLength, valueLength, true);
            written.moved.push({ entry, id, record });
          } else written.reopened.push({ id, record, position, length: valueLength });
        }
      }
      yield* fullChunks(out);
    }
    // After the last record its newline; an empty table is `"name":{` and `}` on the next line. A
    // bank's last table has no comma after it: its bank (and after the last bank, `tppBanks`) closes.
    const last = bank !== "" && tables[t + 1]?.bank !== bank;
    out.text(`${first ? "" : "\n"}}${last ? "" : ","}\n`);
    if (last && t === tables.length - 1) out.text("}\n},\n");
  }
  yield* fullChunks(out, true);
  out.text(`${checksumLine(out.crc)}}\n`);
  yield* fullChunks(out, true);
}

/** The full chunks, each given back to `out` once the consumer asks for the next (it has written it). */
function* fullChunks(out: Chunks, all = false): Generator<Buffer> {
  for (const chunk of out.take(all)) {
    yield chunk;
    out.free(chunk);
  }
}
