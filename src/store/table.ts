import { readSync } from "node:fs";
import { BlockReader } from "./block-reader.js";
import { DiskIndex, hashId } from "./disk-index.js";
import { OpenText } from "./open-text.js";

/** The open data file that a table's disk entries point into. */
export interface DiskFile {
  fd: number;
}

/** The last version given to a table: shared, so no version is used twice, not even by a new table that replaces one. */
let lastVersion = 0;

/**
 * One collection in memory. `live` holds, by id, what can still change (the record object, or its
 * `OpenText` in a compactly kept collection) and final records the data file does not hold yet
 * (their JSON text); `disk` holds where the other records are in the data file, read on demand
 * (see `./disk-index.ts`): the final ones, and the open ones of a compactly kept collection. An id is
 * in one of the two at most. Reads answer a record object, a JSON text or an `OpenText`
 * (`StoreMemory.whole` makes it whole); an open record of the file is answered as an `OpenText` of
 * its own each time.
 */
export class Table {
  readonly live = new Map<string, unknown>();
  disk = new DiskIndex();
  /** Changes whenever a record is set or deleted (`Store.version`); not when a fold moves one to the data file. */
  version = ++lastVersion;

  constructor(private readonly file: () => DiskFile | undefined) {}

  get size(): number {
    return this.live.size + this.disk.count;
  }

  get(id: string): unknown {
    const found = this.live.get(id);
    if (found !== undefined || this.disk.count === 0) return found;
    // One read per candidate: the whole line, its key checked, its value answered.
    let key: Buffer | undefined;
    for (const entry of this.disk.withHash(hashId(id))) {
      key ??= Buffer.from(`${JSON.stringify(id)}:`);
      if (key.length !== this.disk.keyLength(entry)) continue;
      const line = this.read(entry);
      if (line.subarray(0, key.length).equals(key))
        return this.value(entry, line.toString("utf8", key.length));
    }
    return undefined;
  }

  /** What a read answers for a data file entry's text. */
  private value(entry: number, text: string): string | OpenText {
    return this.disk.openCount > 0 && this.disk.isOpen(entry) ? new OpenText(text) : text;
  }

  has(id: string): boolean {
    return this.live.has(id) || this.find(id) >= 0;
  }

  set(id: string, stored: unknown): void {
    this.dropFromDisk(id);
    this.live.set(id, stored);
    this.version = ++lastVersion;
  }

  delete(id: string): boolean {
    this.version = ++lastVersion;
    return this.live.delete(id) || this.dropFromDisk(id);
  }

  /** Every id and what is stored for it: the file's records first (read from it), then the live ones. */
  *entries(): Generator<[string, unknown]> {
    for (let e = 0; e < this.disk.n; e++) {
      if (Number.isNaN(this.disk.positions[e])) continue;
      const line = this.read(e);
      const keyLength = this.disk.keyLength(e);
      yield [
        JSON.parse(line.toString("utf8", 0, keyLength - 1)) as string,
        this.value(e, line.toString("utf8", keyLength)),
      ];
    }
    yield* this.live;
  }

  /** The open records the data file holds, each as an `OpenText`, read front to back through a window. */
  *openInFile(): Generator<OpenText> {
    const file = this.disk.openCount === 0 ? undefined : this.file();
    const source = file === undefined ? undefined : new BlockReader(file.fd);
    for (let e = 0; source !== undefined && e < this.disk.n; e++) {
      const position = this.disk.positions[e] as number;
      if (Number.isNaN(position) || !this.disk.isOpen(e)) continue;
      yield new OpenText(source.read(position, this.disk.valueLength(e)).toString("utf8"));
    }
  }

  /** Every id: those of the file's records read front to back through a window (keys only, no values parsed). */
  *keys(): Generator<string> {
    const file = this.disk.count === 0 ? undefined : this.file();
    const source = file === undefined ? undefined : new BlockReader(file.fd);
    for (let e = 0; source !== undefined && e < this.disk.n; e++) {
      const position = this.disk.positions[e] as number;
      if (Number.isNaN(position)) continue;
      const keyLength = this.disk.keyLength(e);
      yield keyText(source.read(position - keyLength, keyLength - 1));
    }
    yield* this.live.keys();
  }

  /**
   * Up to `count` ids of the data file's records from place `from`, and the place to go on from;
   * once those are done, the ids in memory, all in one last page (`next` undefined). A walk in slices
   * never lists a million ids at once. A removal does not move a data file record's place (its entry
   * is only marked), but a fold renumbers them: a walk across a fold may skip or repeat some.
   */
  keysFrom(from: number, count: number): { keys: string[]; next: number | undefined } {
    const keys: string[] = [];
    for (let place = from; place < this.disk.n; place++) {
      if (keys.length === count) return { keys, next: place };
      const position = this.disk.positions[place] as number;
      if (Number.isNaN(position)) continue;
      const keyLength = this.disk.keyLength(place);
      keys.push(keyText(this.readAt(position, keyLength, keyLength - 1)));
    }
    if (keys.length > 0) return { keys, next: this.disk.n };
    return { keys: [...this.live.keys()], next: undefined };
  }

  *values(): Generator<unknown> {
    for (const [, stored] of this.entries()) yield stored;
  }

  [Symbol.iterator](): Generator<[string, unknown]> {
    return this.entries();
  }

  /** The entry holding `id` in the data file, or -1: its key is read to tell a hash collision apart. */
  private find(id: string): number {
    if (this.disk.count === 0) return -1;
    let key: Buffer | undefined;
    for (const entry of this.disk.withHash(hashId(id))) {
      key ??= Buffer.from(`${JSON.stringify(id)}:`);
      if (key.length !== this.disk.keyLength(entry)) continue;
      const found = this.readAt(this.disk.positions[entry] as number, key.length, key.length);
      if (found.equals(key)) return entry;
    }
    return -1;
  }

  private dropFromDisk(id: string): boolean {
    const entry = this.find(id);
    if (entry >= 0) this.disk.remove(entry);
    return entry >= 0;
  }

  /** The entry's line without its ending: key and value. */
  private read(entry: number): Buffer {
    const keyLength = this.disk.keyLength(entry);
    return this.readAt(
      this.disk.positions[entry] as number,
      keyLength,
      keyLength + this.disk.valueLength(entry),
    );
  }

  /** `length` bytes starting `before` bytes ahead of the value at `position`. */
  private readAt(position: number, before: number, length: number): Buffer {
    const file = this.file();
    if (file === undefined) throw new Error("a record refers to a data file that is not open");
    const buffer = Buffer.allocUnsafe(length);
    readSync(file.fd, buffer, 0, length, position - before);
    return buffer;
  }
}

/** An id from its JSON text as a data file line starts (`"id"`): only a key with an escape needs JSON.parse. */
function keyText(key: Buffer): string {
  return key.includes(0x5c)
    ? (JSON.parse(key.toString("utf8")) as string)
    : key.toString("utf8", 1, key.length - 1);
}
