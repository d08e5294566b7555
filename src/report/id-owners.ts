/**
 * A map from record ids to a few shared values (the tally's owners: one per TPP and run), kept in
 * typed arrays: an id's characters in one byte array, its owner as a number, and an open-addressing
 * table of entry numbers. A busy sandbox's tally names two ids per creation, and as `Map` entries
 * (an id string of its own and the map's slots) they were most of what a long-running process holds
 * that a restarted one does not. Exact: an id is found by comparing its characters, never by its
 * hash alone. An id with a character above U+00FF or longer than 255 is kept in a plain `Map`.
 */
export class IdOwners<Owner> implements ReadonlyMap<string, Owner> {
  private chars = new Uint8Array(1 << 12);
  private used = 0;
  private starts = new Uint32Array(64);
  private lengths = new Uint8Array(64);
  private ownerAt = new Uint32Array(64);
  /** Entry + 1 per slot, 0 for an empty one; at most three quarters full. */
  private slots = new Int32Array(128);
  private n = 0;
  private readonly ownerList: Owner[] = [];
  private readonly ownerIndex = new Map<Owner, number>();
  private readonly others = new Map<string, Owner>();

  get size(): number {
    return this.n + this.others.size;
  }

  get(id: string): Owner | undefined {
    if (!compact(id)) return this.others.get(id);
    const entry = this.find(id, hashOf(id));
    return entry < 0 ? undefined : (this.ownerList[this.ownerAt[entry] as number] as Owner);
  }

  has(id: string): boolean {
    return compact(id) ? this.find(id, hashOf(id)) >= 0 : this.others.has(id);
  }

  set(id: string, owner: Owner): this {
    if (!compact(id)) {
      // A string of its own: an id sliced out of an answer's text would keep the whole text.
      this.others.set(this.others.has(id) ? id : (JSON.parse(JSON.stringify(id)) as string), owner);
      return this;
    }
    let index = this.ownerIndex.get(owner);
    if (index === undefined) {
      index = this.ownerList.push(owner) - 1;
      this.ownerIndex.set(owner, index);
    }
    const hash = hashOf(id);
    const found = this.find(id, hash);
    if (found >= 0) {
      this.ownerAt[found] = index;
      return this;
    }
    this.append(id, hash, index);
    return this;
  }

  clear(): void {
    this.chars = new Uint8Array(1 << 12);
    this.used = 0;
    this.starts = new Uint32Array(64);
    this.lengths = new Uint8Array(64);
    this.ownerAt = new Uint32Array(64);
    this.slots = new Int32Array(128);
    this.n = 0;
    this.ownerList.length = 0;
    this.ownerIndex.clear();
    this.others.clear();
  }

  *entries(): MapIterator<[string, Owner]> {
    for (let e = 0; e < this.n; e++) yield [this.idAt(e), this.ownerList[this.ownerAt[e] as number] as Owner];
    yield* this.others;
  }

  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<Owner> {
    for (const [, owner] of this.entries()) yield owner;
  }

  [Symbol.iterator](): MapIterator<[string, Owner]> {
    return this.entries();
  }

  forEach(each: (owner: Owner, id: string, map: ReadonlyMap<string, Owner>) => void): void {
    for (const [id, owner] of this.entries()) each(owner, id, this);
  }

  private idAt(entry: number): string {
    const start = this.starts[entry] as number;
    return String.fromCharCode(...this.chars.subarray(start, start + (this.lengths[entry] as number)));
  }

  private find(id: string, hash: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s] as number;
      if (slot === 0) return -1;
      if (this.matches(slot - 1, id)) return slot - 1;
    }
  }

  private matches(entry: number, id: string): boolean {
    if (this.lengths[entry] !== id.length) return false;
    const start = this.starts[entry] as number;
    for (let i = 0; i < id.length; i++) if (this.chars[start + i] !== id.charCodeAt(i)) return false;
    return true;
  }

  private append(id: string, hash: number, owner: number): void {
    if (this.n === this.starts.length) this.growEntries();
    while (this.used + id.length > this.chars.length) this.chars = grown(this.chars, more(this.chars.length));
    const entry = this.n++;
    this.starts[entry] = this.used;
    this.lengths[entry] = id.length;
    this.ownerAt[entry] = owner;
    for (let i = 0; i < id.length; i++) this.chars[this.used + i] = id.charCodeAt(i);
    this.used += id.length;
    if (this.n * 4 > this.slots.length * 3) this.rehash(this.slots.length * 2);
    else this.place(entry, hash);
  }

  private growEntries(): void {
    const capacity = more(this.starts.length);
    this.starts = grown(this.starts, capacity);
    this.lengths = grown(this.lengths, capacity);
    this.ownerAt = grown(this.ownerAt, capacity);
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let s = hash & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = entry + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let e = 0; e < this.n; e++) this.place(e, this.hashAt(e));
  }

  /** `hashOf` the entry's id, from its bytes. */
  private hashAt(entry: number): number {
    const start = this.starts[entry] as number;
    let h = 0x811c9dc5;
    for (let i = start; i < start + (this.lengths[entry] as number); i++) {
      h ^= this.chars[i] as number;
      h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
  }
}

type Grown = Uint8Array | Uint32Array;

/** Arrays grow by half: less room held unused than doubling, for a copy now and then more. */
const more = (capacity: number): number => Math.ceil(capacity * 1.5);

function grown<A extends Grown>(from: A, capacity: number): A {
  const to = new (from.constructor as new (n: number) => A)(capacity);
  to.set(from);
  return to;
}

/** Whether an id fits the byte array: one byte per character, at most 255 of them. */
function compact(id: string): boolean {
  if (id.length > 255) return false;
  for (let i = 0; i < id.length; i++) if (id.charCodeAt(i) > 0xff) return false;
  return true;
}

/** FNV-1a over the id's characters. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
