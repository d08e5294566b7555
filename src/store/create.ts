import { Low, Memory } from "lowdb";
import type { StoreChange } from "./change.js";
import { Holders } from "./holders.js";
import { idByField } from "./field-index.js";
import type { StoreHealth } from "./journal.js";
import { StoreMemory } from "./memory.js";
import { type Change, collectionsOf, type SingleChange } from "./records.js";
import { type RecordText, recordTexts } from "./record-text.js";
import {
  type Collection,
  type CollectionSpec,
  type Collections,
  type Data,
  homeBank,
  type StoreModel,
} from "./registry.js";
import type { Store } from "./store.js";

/**
 * Where changes go besides memory. Absent in memory mode (`--memory`, tests); the journal store
 * (`./journal-store.ts`) supplies one that appends every change to `<file>.journal`.
 */
export interface Durability {
  /**
   * Called with each change before memory changes; throws (and memory stays as it was) if the change
   * cannot be recorded, else returns what queues it once memory has changed. `textOf` serialises a
   * record once for the journal and memory both.
   */
  prepare(change: Change, textOf: RecordText): () => void;
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

/**
 * The one store implementation, generic over the model's registry of collections. It is the store's
 * own bank; `bank(id)` is the same method table over bank `id`'s records (the bank is part of a
 * record's key, see `TPP_BANKS`), so one data file and one journal hold every bank and a commit
 * spanning them is one entry.
 */
export function createStore(options: StoreOptions): Store {
  const { model, durability } = options;
  const db =
    options.db ??
    new Low<StoreMemory>(new Memory(), StoreMemory.fromData(model, options.data ?? ({ meta: {} } as Data)));
  const specOf = (c: string): CollectionSpec<unknown> => {
    const spec = model.collections[c];
    if (spec === undefined) throw new Error(`no collection ${c} in the store's registry`);
    return spec as CollectionSpec<unknown>;
  };

  // A memory store has nothing to release, so it stays usable after close().
  let closed = false;
  const assertOpen = () => {
    if (closed && durability) throw new Error(`The store ${options.name ?? ""} is closed.`);
  };
  const holders = new Holders(() => db.data.tables());
  const record = (change: Change) => {
    assertOpen();
    // Without a journal a record is serialised once anyway (memory's text): nothing to share.
    const textOf = durability === undefined ? undefined : recordTexts();
    const queue = textOf === undefined ? undefined : durability?.prepare(change, textOf);
    db.data.apply(change, textOf);
    queue?.();
    if (holders.active) holders.note(change);
  };
  const banks = new Map<string, Store>();
  const bankStore = (bank: string): Store => {
    let store = banks.get(bank);
    if (store === undefined) {
      store = storeOf(bank);
      banks.set(bank, store);
    }
    return store;
  };

  function storeOf(bank: string): Store {
    const home = (c: Collection) => homeBank(model, c, bank);
    const table = (c: Collection) => db.data.table(c, home(c));
    // The bank a change names (`b`): none for the store's own bank and the sandbox-wide collections.
    const keyed = (change: Exclude<SingleChange, { op: "meta" }>): SingleChange => {
      const b = home(change.c as Collection);
      return b === "" ? change : { ...change, b };
    };
    const single = (change: StoreChange): SingleChange => {
      if (change.op !== "put") return keyed(change);
      const { c, v } = change;
      const b = home(c);
      const id = specOf(c).key(v);
      return b === "" ? { op: "put", c, id, v } : { op: "put", c, b, id, v };
    };
    const get = <C extends Collection>(c: C, id: string) =>
      db.data.whole(table(c).get(id), c, id) as Collections[C] | undefined;
    return {
      model,
      get meta() {
        return db.data.meta;
      },
      get,
      values: <C extends Collection>(c: C) =>
        [...table(c).entries()].map(([id, stored]) => db.data.whole(stored, c, id)) as Collections[C][],
      count: (c) => table(c).size,
      ids: (c) => [...table(c).keys()],
      idsFrom(c, from, count) {
        const { keys, next } = table(c).keysFrom(from, count);
        return { ids: keys, next };
      },
      active<C extends Collection>(c: C) {
        const found: Collections[C][] = [];
        const { final } = specOf(c);
        // The data file's open records and the live map: the final records the data file holds are
        // not read. A string is a final record's text; an open one kept as text is made whole (and
        // checked: a record the data file listed among the others is kept so without being parsed).
        const keep = (stored: unknown) => {
          if (typeof stored !== "object") return;
          const record = db.data.whole(stored);
          if (stored === record || !final?.(record)) found.push(record as Collections[C]);
        };
        for (const stored of table(c).openInFile()) keep(stored);
        for (const stored of table(c).live.values()) keep(stored);
        return found;
      },
      version: (c) => table(c).version,
      findBy(c, field, value) {
        const id = idByField(table(c), field, value);
        return id === undefined ? undefined : get(c, id);
      },
      bankOf: (c, id) => holders.bankOf(c, id),
      bank: bankStore,
      put: (c, v) => record(keyed({ op: "put", c, id: specOf(c).key(v), v })),
      remove: (c, id) => record(keyed({ op: "del", c, id })),
      setMeta: (v) => record({ op: "meta", v }),
      commit: (changes) => record({ op: "all", changes: changes.map(single) }),
      replace(data, also = []) {
        if (bank === "") {
          if (also.length > 0) throw new Error("replace(data, also) is for a bank's store");
          return record({ op: "replace", v: data });
        }
        const changes = also.map(single);
        for (const c of collectionsOf(model)) {
          if (model.collections[c]?.sandboxWide) continue;
          for (const id of table(c).keys()) changes.push({ op: "del", c, b: bank, id });
          for (const v of Object.values(data[c] ?? {}))
            changes.push({ op: "put", c, b: bank, id: specOf(c).key(v), v });
        }
        record({ op: "all", changes });
      },
      dump: () => (bank === "" ? db.data.toData() : db.data.bankData(collectionsOf(model), home)),
      sync: () => durability?.sync() ?? Promise.resolve(),
      health: () => durability?.health() ?? { status: "ok", failedFolds: 0, journalEntries: 0 },
      close() {
        closed = true;
        return durability?.close() ?? Promise.resolve();
      },
    };
  }
  return bankStore("");
}
