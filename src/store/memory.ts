import { readSync } from "node:fs";
import { noteChange } from "./field-index.js";
import type { Change } from "./records.js";
import {
  type Collection,
  type CollectionSpec,
  collectionOfTable,
  type Data,
  type Meta,
  type StoreModel,
} from "./registry.js";

/**
 * One collection in memory: id -> what is stored for a record. A Map, so a million records cost no
 * dictionary-mode object. What is stored is the record (an object) while it can still change; once
 * it is final (its collection's `final`), its JSON text (a string), or — after the data file holds
 * it — where that text is in the data file (a number: `position * 2^16 + length`), read on demand.
 */
export type Table = Map<string, unknown>;

/** Texts up to this long are referred to in the data file; longer ones stay in memory. */
const MAX_REF_LENGTH = 0xffff;
const MAX_REF_POSITION = 2 ** 36;

/** Where a record's JSON is in the data file, or undefined when it cannot be referred to. */
export function diskRef(position: number, length: number): number | undefined {
  return length <= MAX_REF_LENGTH && position < MAX_REF_POSITION ? position * 0x10000 + length : undefined;
}

/** The open data file that disk references point into. */
export interface DiskFile {
  fd: number;
}

/** What a snapshot writes: the data as it was at one instant, kept while the file is written. */
export interface Pinned {
  meta: Meta;
  tables: { name: string; ids: string[]; records: unknown[] }[];
}

/**
 * The store's data as lowdb holds it in memory: `meta` and one table per collection (registered or
 * found in the data file: a newer sandbox's collection is kept, not dropped). Records are never
 * mutated in place, only replaced, which is what lets `pin()` take a consistent copy cheaply.
 */
export class StoreMemory {
  meta: Meta;
  readonly tables = new Map<string, Table>();

  constructor(
    private readonly model: StoreModel,
    meta: Partial<Meta> = {},
  ) {
    this.meta = { ...model.meta, ...meta } as Meta;
    for (const c of Object.keys(model.collections)) this.tables.set(c, new Map());
  }

  static fromData(model: StoreModel, data: Data): StoreMemory {
    const { meta, ...rest } = data as Data & Record<string, unknown>;
    const memory = new StoreMemory(model, meta);
    for (const [name, records] of Object.entries(rest)) {
      if (typeof records !== "object" || records === null) continue;
      const table = memory.table(name);
      for (const [id, record] of Object.entries(records)) table.set(id, memory.stored(name, record));
    }
    return memory;
  }

  table(name: string): Table {
    let table = this.tables.get(name);
    if (table === undefined) {
      table = new Map();
      this.tables.set(name, table);
    }
    return table;
  }

  /** Applies one change in place. Touches one record or the small meta object, so it costs O(1). */
  apply(change: Change): void {
    if (change.op === "all") {
      for (const single of change.changes) this.apply(single);
      return;
    }
    if (change.op === "replace") {
      const next = StoreMemory.fromData(this.model, change.v);
      this.meta = next.meta;
      // New table objects: the field indexes of the old ones are dropped with them.
      this.tables.clear();
      for (const [name, table] of next.tables) this.tables.set(name, table);
      return;
    }
    if (change.op === "meta") {
      // JSON drops undefined values, so memory drops them too and a replay yields the same meta.
      const patch = Object.fromEntries(Object.entries(change.v).filter(([, v]) => v !== undefined));
      this.meta = { ...this.meta, ...patch };
      return;
    }
    const table = this.table(change.c);
    noteChange(table, change.id, change.op === "del" ? undefined : change.v);
    if (change.op === "del") table.delete(change.id);
    else table.set(change.id, this.stored(change.c, change.v));
  }

  /** How `record` is kept: its JSON when its collection keeps final records compactly and it is final. */
  stored(c: string, record: unknown, json?: string): unknown {
    const spec = this.model.collections[collectionOfTable(c)] as CollectionSpec<unknown> | undefined;
    return spec?.final?.(record) ? (json ?? JSON.stringify(record)) : record;
  }

  /** The data file that number values point into (set by the journal store; none in memory mode). */
  disk: DiskFile | undefined;

  /** The record made whole from what is stored. */
  whole(stored: unknown): unknown {
    return typeof stored === "string" || typeof stored === "number" ? JSON.parse(this.json(stored)) : stored;
  }

  /** The record's JSON text from what is stored. */
  json(stored: unknown): string {
    if (typeof stored === "string") return stored;
    if (typeof stored !== "number") return JSON.stringify(stored);
    if (this.disk === undefined) throw new Error("a record refers to a data file that is not open");
    const length = stored % 0x10000;
    const buffer = Buffer.allocUnsafe(length);
    readSync(this.disk.fd, buffer, 0, length, (stored - length) / 0x10000);
    return buffer.toString("utf8");
  }

  count(): number {
    let n = 0;
    for (const table of this.tables.values()) n += table.size;
    return n;
  }

  /**
   * The data as it is now, for a snapshot written over many turns of the event loop while changes
   * go on: two arrays per table (a few ms per million records), not a copy of any record.
   */
  pin(): Pinned {
    const tables = [...this.tables].map(([name, table]) => ({
      name,
      ids: [...table.keys()],
      records: [...table.values()],
    }));
    return { meta: this.meta, tables };
  }

  /** Plain data (every table as an object), for tests and small stores. */
  toData(): Data {
    const data: Record<string, unknown> = { meta: structuredClone(this.meta) };
    for (const [name, table] of this.tables) {
      const records: Record<string, unknown> = {};
      for (const [id, record] of table) {
        // defineProperty, so an id like "__proto__" is stored as a record, not as the prototype.
        Object.defineProperty(records, id, {
          value: typeof record === "object" ? structuredClone(record) : this.whole(record),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      data[name] = records;
    }
    return data as Data;
  }
}

export type { Collection };
