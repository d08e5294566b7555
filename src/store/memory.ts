import type { DiskIndex } from "./disk-index.js";
import { noteChange } from "./field-index.js";
import { type Change, patched } from "./records.js";
import { fromLegacyName } from "./legacy-names.js";
import {
  type Collection,
  type CollectionSpec,
  type Data,
  type Meta,
  type PackedForm,
  type StoreModel,
  TPP_BANKS,
} from "./registry.js";
import { readSync } from "node:fs";
import { HotRecords } from "./hot.js";
import { flat, type RecordText } from "./record-text.js";
import { isOpenText, OpenInFile, OpenText } from "./open-text.js";
import { type DiskFile, Table } from "./table.js";

export type { DiskFile } from "./table.js";

/** How many open records stay parsed beside their text (`./hot.ts`): a few MB of objects at most. */
const HOT_RECORDS = 1024;

/** What a snapshot writes: the data as it was at one instant, kept while the file is written. */
export interface Pinned {
  meta: Meta;
  tables: PinnedTable[];
}

/**
 * One table as pinned: its live records (objects, or JSON texts not yet in the data file), and the
 * records the data file holds, as where they are (a copy of the positions: a removal after the pin
 * does not change what is written).
 */
export interface PinnedTable {
  /** The collection, and the bank whose records these are ("" for the store's own). */
  c: string;
  bank: string;
  ids: readonly string[];
  records: readonly unknown[];
  /** A final record's JSON text from the string memory keeps (its packed form); none: the string is it. */
  json?(id: string, text: string): string;
  disk?: { index: DiskIndex; positions: Float64Array; n: number };
}

/**
 * The store's data as lowdb holds it in memory: `meta` and one table per collection and bank
 * (registered or found in the data file: a newer sandbox's collection is kept, not dropped); the
 * store's own bank is "". Records are never mutated in place, only replaced, which is what lets
 * `pin()` take a consistent copy cheaply.
 */
export class StoreMemory {
  meta: Meta;
  /** Bank, then collection: the tables. The store's own bank comes first. */
  readonly banks = new Map<string, Map<string, Table>>();
  /** Open records kept as text that were written or read lately, parsed (`./hot.ts`). */
  private readonly hot = new HotRecords(HOT_RECORDS);

  constructor(
    private readonly model: StoreModel,
    meta: Partial<Meta> = {},
  ) {
    this.meta = { ...model.meta, ...meta } as Meta;
    for (const c of Object.keys(model.collections)) this.table(c);
  }

  static fromData(model: StoreModel, data: Data): StoreMemory {
    const { meta, [TPP_BANKS]: tppBanks, ...rest } = data as Data & Record<string, unknown>;
    const memory = new StoreMemory(model, meta);
    const load = (c: string, bank: string, records: unknown) => {
      if (typeof records !== "object" || records === null) return;
      const table = memory.table(c, bank);
      for (const [id, record] of Object.entries(records)) table.set(id, memory.stored(c, record));
    };
    for (const [name, records] of Object.entries(rest)) {
      const { c, bank } = fromLegacyName(name);
      load(c, bank, records);
    }
    for (const [bank, collections] of Object.entries(tppBanks ?? {}))
      for (const [c, records] of Object.entries(collections ?? {})) load(c, bank, records);
    return memory;
  }

  /** Collection `c`'s table of bank `bank` ("" for the store's own), made empty on first use. */
  table(c: string, bank = ""): Table {
    let tables = this.banks.get(bank);
    if (tables === undefined) {
      tables = new Map();
      this.banks.set(bank, tables);
    }
    let table = tables.get(c);
    if (table === undefined) {
      table = new Table(() => this.disk);
      tables.set(c, table);
    }
    return table;
  }

  /** Every table, the store's own bank's first. */
  *tables(): Generator<{ c: string; bank: string; table: Table }> {
    for (const [bank, tables] of this.banks) for (const [c, table] of tables) yield { c, bank, table };
  }

  /** Applies one change in place. Touches one record or the small meta object, so it costs O(1). */
  apply(change: Change, textOf?: RecordText): void {
    if (change.op === "all") {
      for (const single of change.changes) this.apply(single, textOf);
      return;
    }
    if (change.op === "replace") {
      const next = StoreMemory.fromData(this.model, change.v);
      this.meta = next.meta;
      this.hot.clear();
      // New table objects: the field indexes of the old ones are dropped with them.
      this.banks.clear();
      for (const [bank, tables] of next.banks) this.banks.set(bank, tables);
      return;
    }
    if (change.op === "meta") {
      // JSON drops undefined values, so memory drops them too and a replay yields the same meta.
      const patch = Object.fromEntries(Object.entries(change.v).filter(([, v]) => v !== undefined));
      this.meta = { ...this.meta, ...patch };
      return;
    }
    const table = this.table(change.c, change.b);
    if (change.op === "patch") {
      const current = this.whole(table.get(change.id), change.c, change.id);
      // A patch follows the put that made its record, so a missing one means nothing to patch.
      if (typeof current !== "object" || current === null) return;
      change = { op: "put", c: change.c, id: change.id, v: patched(current, change) };
    }
    noteChange(table, change.id, change.op === "del" ? undefined : change.v);
    const replaced = table.live.get(change.id);
    if (isOpenText(replaced)) replaced.parsed = undefined;
    if (change.op === "del") table.delete(change.id);
    else table.set(change.id, this.stored(change.c, change.v, undefined, textOf));
  }

  /**
   * How `record` is kept: in a collection kept compactly, its JSON text (a string when it is final,
   * an `OpenText` while it can change), or the collection's packed form of a final one that was
   * not read from the data file (`json` given: that file holds it); elsewhere the object itself.
   * `textOf` gives the text the journal line holds, so a record is serialised once per change.
   */
  stored(c: string, record: unknown, json?: string, textOf?: RecordText): unknown {
    const spec = this.spec(c);
    if (spec?.final === undefined) return record;
    const final = spec.final(record);
    if (json === undefined && spec.packed !== undefined && final) {
      const packed = spec.packed.pack(record);
      if (packed !== undefined) return packed;
    }
    const text = flat(json ?? textOf?.(record as object) ?? JSON.stringify(record));
    if (final) return text;
    const open = new OpenText(text);
    // A record just written is the one most likely read next (the same request, the next one).
    if (json === undefined) this.hot.keep(open, record);
    return open;
  }

  /**
   * Whether a record the data file lists among those that can change is kept where it is in the
   * file (an open entry of the table's disk index, never parsed at start-up) rather than parsed: in a
   * collection kept compactly.
   */
  keptInFile(c: string): boolean {
    return this.spec(c)?.final !== undefined;
  }

  private spec(c: string): CollectionSpec<unknown> | undefined {
    return this.model.collections[c] as CollectionSpec<unknown> | undefined;
  }

  /** The data file that the tables' disk entries point into (set by the journal store; none in memory mode). */
  disk: DiskFile | undefined;

  /**
   * The record made whole from what is stored (an object, its JSON text, or its packed form: then
   * `c` and `id` say whose).
   */
  whole(stored: unknown, c?: string, id?: string): unknown {
    if (typeof stored === "string") {
      const packed = this.packedForm(stored, c);
      if (packed === undefined) return JSON.parse(stored);
      if (id === undefined) throw new Error(`a packed record of ${c} read without its id`);
      return packed.unpack(id, stored);
    }
    if (!isOpenText(stored)) return stored;
    let record = stored.parsed;
    if (record === undefined) {
      record = JSON.parse(this.json(stored));
      this.hot.keep(stored, record);
    }
    return record;
  }

  /** A final record's JSON text from the string stored for it in table `c` (the pinned table's `json`). */
  finalJson(c: string, id: string, text: string): string {
    return this.packedForm(text, c) === undefined ? text : JSON.stringify(this.whole(text, c, id));
  }

  /** The collection's packed form when `text` is in it (a JSON text of a record starts with "{"). */
  private packedForm(text: string, c: string | undefined): PackedForm<unknown> | undefined {
    if (c === undefined || text.charCodeAt(0) === 0x7b) return undefined;
    return this.spec(c)?.packed;
  }

  /** The record's JSON text from what is stored. */
  json(stored: unknown): string {
    if (typeof stored === "string") return stored;
    if (stored instanceof OpenText) return stored.json;
    if (stored instanceof OpenInFile) {
      if (this.disk === undefined) throw new Error("a record refers to a data file that is not open");
      const bytes = Buffer.allocUnsafe(stored.length);
      readSync(this.disk.fd, bytes, 0, stored.length, stored.position);
      return bytes.toString("utf8");
    }
    return JSON.stringify(stored);
  }

  count(): number {
    let n = 0;
    for (const { table } of this.tables()) n += table.size;
    return n;
  }

  /**
   * The data as it is now, for a snapshot written over many turns of the event loop while changes
   * go on: the live records as two arrays, and a copy of the disk positions (a memcpy), not a copy of
   * any record. Removals from the disk index are logged until `unpin()`, so the fold can tell which
   * of the records it wrote are still current.
   */
  pin(): Pinned {
    const tables = [...this.tables()].map(({ c, bank, table }): PinnedTable => {
      const { disk } = table;
      disk.removedLog = [];
      return {
        c,
        bank,
        ids: [...table.live.keys()],
        records: [...table.live.values()],
        json: (id, text) => this.finalJson(c, id, text),
        disk: { index: disk, positions: disk.positions.slice(0, disk.n), n: disk.n },
      };
    });
    return { meta: this.meta, tables };
  }

  /** Ends the removal logs `pin()` started. */
  unpin(pinned: Pinned): void {
    for (const { disk } of pinned.tables) if (disk) disk.index.removedLog = undefined;
  }

  /** Plain data (every table as an object), for tests and small stores. */
  toData(): Data {
    const data: Record<string, unknown> = { meta: structuredClone(this.meta) };
    const tppBanks: Record<string, Record<string, unknown>> = {};
    for (const { c, bank, table } of this.tables()) {
      if (bank === "") data[c] = this.tableData(c, table);
      else tppBanks[bank] = { ...tppBanks[bank], [c]: this.tableData(c, table) };
    }
    if (Object.keys(tppBanks).length > 0) data[TPP_BANKS] = tppBanks;
    return data as Data;
  }

  /** One bank's data: each collection from its table holding the bank's records (`home(c)`: the bank or ""). */
  bankData(collections: readonly Collection[], home: (c: Collection) => string): Data {
    const data: Record<string, unknown> = { meta: structuredClone(this.meta) };
    for (const c of collections) data[c] = this.tableData(c, this.banks.get(home(c))?.get(c));
    return data as Data;
  }

  private tableData(c: string, table: Table | undefined): Record<string, unknown> {
    const records: Record<string, unknown> = {};
    for (const [id, record] of table ?? []) {
      // defineProperty, so an id like "__proto__" is stored as a record, not as the prototype.
      Object.defineProperty(records, id, {
        // A copy: the caller may change it, and an object (a hot one too) is shared by every reader.
        value:
          typeof record === "object" ? structuredClone(this.whole(record, c, id)) : this.whole(record, c, id),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return records;
  }
}

export type { Collection };
