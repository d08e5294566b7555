import { Low, Memory } from "lowdb";
import type { StoreChange } from "./change.js";
import { idByField } from "./field-index.js";
import type { StoreHealth } from "./journal.js";
import { StoreMemory } from "./memory.js";
import type { Change, SingleChange } from "./records.js";
import {
  type Collection,
  type CollectionSpec,
  type Collections,
  bankOfTable,
  collectionOfTable,
  type Data,
  type StoreModel,
  visibleTo,
} from "./registry.js";
import type { Store, StoreView } from "./store.js";

/**
 * Where changes go besides memory. Absent in memory mode (`--memory`, tests); the journal store
 * (`./journal-store.ts`) supplies one that appends every change to `<file>.journal`.
 */
export interface Durability {
  /**
   * Called with each change before memory changes; throws (and memory stays as it was) if the change
   * cannot be recorded, else returns what queues it once memory has changed.
   */
  prepare(change: Change): () => void;
  sync(): Promise<void>;
  health(): StoreHealth;
  close(): Promise<void>;
}

export interface StoreOptions {
  model: StoreModel;
  /** lowdb holds the data in memory; its adapter is the data file, or nothing in memory mode. */
  db?: Low<StoreMemory>;
  data?: Data;
  durability?: Durability;
  /** Names the store in the message of a change made after `close()`. */
  name?: string;
}

/** The one store implementation, generic over the model's registry of collections. */
export function createStore(options: StoreOptions): Store {
  const { model, durability } = options;
  const db =
    options.db ??
    new Low<StoreMemory>(new Memory(), StoreMemory.fromData(model, options.data ?? ({ meta: {} } as Data)));
  const specOf = (c: Collection): CollectionSpec<unknown> => {
    const spec = model.collections[collectionOfTable(c)];
    if (spec === undefined) throw new Error(`no collection ${c} in the store's registry`);
    return spec as CollectionSpec<unknown>;
  };
  const single = (change: StoreChange): SingleChange =>
    change.op === "put"
      ? { op: "put", c: change.c, id: specOf(change.c).key(change.v), v: change.v }
      : change;

  // A memory store has nothing to release, so it stays usable after close().
  let closed = false;
  const assertOpen = () => {
    if (closed && durability) throw new Error(`The store ${options.name ?? ""} is closed.`);
  };
  // Which bank's table holds each id, per collection: made on the first `bankOf` for a collection
  // and kept by every change after, so a store nobody asks pays nothing for it.
  const holders = new Map<string, Map<string, string>>();
  const noteHolder = (change: Change): void => {
    if (change.op === "all") for (const one of change.changes) noteHolder(one);
    else if (change.op === "replace") holders.clear();
    else if (change.op !== "meta") {
      const held = holders.get(collectionOfTable(change.c));
      if (held === undefined) return;
      if (change.op === "del") held.delete(change.id);
      else held.set(change.id, bankOfTable(change.c));
    }
  };
  const bankOf = (c: Collection, id: string) => {
    let held = holders.get(c);
    if (held === undefined) {
      held = new Map();
      for (const [name, table] of db.data.tables)
        if (collectionOfTable(name) === c) for (const key of table.keys()) held.set(key, bankOfTable(name));
      holders.set(c, held);
    }
    return held.get(id);
  };

  const record = (change: Change) => {
    assertOpen();
    const queue = durability?.prepare(change);
    db.data.apply(change);
    queue?.();
    if (holders.size > 0) noteHolder(change);
  };

  const get = <C extends Collection>(c: C, id: string) =>
    db.data.whole(db.data.table(c).get(id), c, id) as Collections[C] | undefined;
  const scope = (tppId: string): StoreView => ({
    get(c, id) {
      const found = get(c, id);
      return found !== undefined && visibleTo(specOf(c), found, tppId) ? found : undefined;
    },
  });

  return {
    model,
    get meta() {
      return db.data.meta;
    },
    get,
    values: <C extends Collection>(c: C) =>
      [...db.data.table(c).entries()].map(([id, stored]) => db.data.whole(stored, c, id)) as Collections[C][],
    ids: (c) => [...db.data.table(c).keys()],
    idsFrom(c, from, count) {
      const { keys, next } = db.data.table(c).keysFrom(from, count);
      return { ids: keys, next };
    },
    active<C extends Collection>(c: C) {
      const found: Collections[C][] = [];
      const { final } = specOf(c);
      // Only the live map: the records the data file holds are final, and are not read. A string is
      // a final record's text; an open one kept as text is made whole (and checked: a record the data
      // file listed among the others is kept so without being parsed at start-up).
      for (const stored of db.data.table(c).live.values()) {
        if (typeof stored !== "object") continue;
        const record = db.data.whole(stored);
        if (stored === record || !final?.(record)) found.push(record as Collections[C]);
      }
      return found;
    },
    version: (c) => db.data.table(c).version,
    findBy(c, field, value) {
      const id = idByField(db.data.table(c), field, value);
      return id === undefined ? undefined : get(c, id);
    },
    bankOf,
    scope,
    put: (c, v) => record(single({ op: "put", c, v } as StoreChange)),
    remove: (c, id) => record({ op: "del", c, id }),
    setMeta: (v) => record({ op: "meta", v }),
    commit: (changes) => record({ op: "all", changes: changes.map(single) }),
    replace: (data) => record({ op: "replace", v: data }),
    dump: () => db.data.toData(),
    sync: () => durability?.sync() ?? Promise.resolve(),
    health: () => durability?.health() ?? { status: "ok", failedFolds: 0, journalEntries: 0 },
    close() {
      closed = true;
      return durability?.close() ?? Promise.resolve();
    },
  };
}
