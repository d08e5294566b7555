import { Low, Memory } from "lowdb";
import type { Data } from "./model.js";
import { applyChange, findRecordBy, getRecord, listRecords, withAllCollections } from "./records.js";
import type { Store } from "./store.js";

/**
 * A store that keeps everything in memory (`--memory`, tests). lowdb holds the data model, one
 * instance per store; nothing is ever written, so `sync()` has nothing to wait for.
 */
export function createMemoryStore(initial: Data): Store {
  const db = new Low<Data>(new Memory<Data>(), withAllCollections(initial));
  return {
    get data() {
      return db.data;
    },
    get: (c, id) => getRecord(db.data, c, id),
    values: (c) => listRecords(db.data, c),
    findBy: (c, field, value) => findRecordBy(db.data, c, field, value),
    put: (c, id, v) => applyChange(db.data, { op: "put", c, id, v }),
    remove: (c, id) => applyChange(db.data, { op: "del", c, id }),
    setMeta: (v) => applyChange(db.data, { op: "meta", v }),
    commit: (changes) => applyChange(db.data, { op: "all", changes: [...changes] }),
    replace(data) {
      db.data = withAllCollections(data);
    },
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
