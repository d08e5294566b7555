/**
 * Where a table's records in the data file are, without their ids: its final records, and the open
 * records of a compactly kept collection (`isOpen`), whose text is read and parsed on each read. A
 * million settled payments, or hundreds of thousands waiting for their SCA, cost a few typed-array
 * slots each here, not a Map entry, an id string and an object (docs/store.md has the figures). An
 * entry is the 32-bit hash of its id and where its line is; a
 * lookup takes the entries with the id's hash and checks the id against the key at the start of the
 * line (the caller reads it), so a hash collision costs one more read, never a wrong record. Entries
 * keep the order of the file; a removed one is marked (position NaN) and leaves at the next fold,
 * which builds a new index.
 */
export class DiskIndex {
  /** Entries appended so far (present or removed). */
  n = 0;
  /** Entries present. */
  count = 0;
  /** Entries appended as open (present or removed): none, and `isOpen` need not be asked. */
  openCount = 0;
  hashes: Uint32Array;
  /** Byte position of the record's value (its JSON text) in the data file; NaN once removed. */
  positions: Float64Array;
  /** `keyLength * 2^16 + valueLength`: the key (`"id":`) is just before the value. */
  lengths: Uint32Array;
  /** 1 for an open record (one that can still change), 0 for a final one. */
  opens: Uint8Array;
  /** Open addressing, linear probing: entry + 1, 0 for an empty slot. At most half full. */
  private slots: Int32Array;
  /** Entries removed while a fold writes the next file (see `SnapshotFile.write`). */
  removedLog: number[] | undefined;

  constructor(capacity = 0) {
    this.hashes = new Uint32Array(capacity);
    this.positions = new Float64Array(capacity);
    this.lengths = new Uint32Array(capacity);
    this.opens = new Uint8Array(capacity);
    this.slots = new Int32Array(slotsFor(capacity));
  }

  /** An index over arrays read back from an index file (every entry present and final). */
  static of(hashes: Uint32Array, positions: Float64Array, lengths: Uint32Array): DiskIndex {
    const index = new DiskIndex(0);
    const opens = new Uint8Array(hashes.length);
    Object.assign(index, { hashes, positions, lengths, opens, n: hashes.length, count: hashes.length });
    index.rehash(slotsFor(hashes.length));
    return index;
  }

  append(hash: number, position: number, keyLength: number, valueLength: number, open = false): number {
    if (this.n === this.hashes.length) this.grow();
    const entry = this.n++;
    this.hashes[entry] = hash;
    this.positions[entry] = position;
    this.lengths[entry] = keyLength * 0x10000 + valueLength;
    this.opens[entry] = open ? 1 : 0;
    if (open) this.openCount += 1;
    this.count += 1;
    this.place(entry);
    return entry;
  }

  /** The present entries whose id hashes to `hash`. */
  *withHash(hash: number): Generator<number> {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s] as number;
      if (slot === 0) return;
      const entry = slot - 1;
      if (this.hashes[entry] === hash && !Number.isNaN(this.positions[entry])) yield entry;
    }
  }

  remove(entry: number): void {
    if (Number.isNaN(this.positions[entry])) return;
    this.positions[entry] = Number.NaN;
    this.count -= 1;
    this.removedLog?.push(entry);
  }

  /** Whether the entry is an open record's (its text is parsed on each read). */
  isOpen = (entry: number): boolean => this.opens[entry] === 1;

  keyLength = (entry: number): number => Math.floor((this.lengths[entry] as number) / 0x10000);
  valueLength = (entry: number): number => (this.lengths[entry] as number) % 0x10000;

  /**
   * The present final entries, compacted: what an index file holds as final (it lists the open ones
   * with the other records, by where their lines are).
   */
  present(): { hashes: Uint32Array; positions: Float64Array; lengths: Uint32Array } {
    // Nothing removed or open (a fold's new index of final records, as a rule): three memory copies, no loop over the entries.
    if (this.count === this.n && this.openCount === 0)
      return {
        hashes: this.hashes.slice(0, this.n),
        positions: this.positions.slice(0, this.n),
        lengths: this.lengths.slice(0, this.n),
      };
    const keep: number[] = [];
    for (let e = 0; e < this.n; e++)
      if (!Number.isNaN(this.positions[e]) && this.opens[e] === 0) keep.push(e);
    const pick = <A extends Uint32Array | Float64Array>(from: A, to: A): A => {
      keep.forEach((e, i) => {
        to[i] = from[e] as number;
      });
      return to;
    };
    return {
      hashes: pick(this.hashes, new Uint32Array(keep.length)),
      positions: pick(this.positions, new Float64Array(keep.length)),
      lengths: pick(this.lengths, new Uint32Array(keep.length)),
    };
  }

  private place(entry: number): void {
    const mask = this.slots.length - 1;
    let s = (this.hashes[entry] as number) & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = entry + 1;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.hashes.length * 2);
    const copy = <A extends Uint8Array | Uint32Array | Float64Array>(from: A, to: A): A => {
      to.set(from);
      return to;
    };
    this.hashes = copy(this.hashes, new Uint32Array(capacity));
    this.positions = copy(this.positions, new Float64Array(capacity));
    this.lengths = copy(this.lengths, new Uint32Array(capacity));
    this.opens = copy(this.opens, new Uint8Array(capacity));
    this.rehash(slotsFor(capacity));
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let e = 0; e < this.n; e++) this.place(e);
  }
}

/** A power of two at least twice `capacity`, so probes stay short. */
function slotsFor(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}

/** FNV-1a over the id's UTF-16 code units. */
export function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Texts and keys up to this many bytes are referred to in the data file; longer ones stay in memory. */
export const MAX_REF_LENGTH = 0xffff;
