/**
 * A bank per TPP, inside the one store: a bank's collections are the tables `<collection>@<bank>`,
 * journaled and snapshotted like any other table, so one data file and one journal hold every bank
 * and a crash cannot leave one bank ahead of another. `bankView` is the store as one bank sees it;
 * collections declared `sandboxWide` keep their one table.
 */
import type { StoreChange } from "./change.js";
import { BANK_SEPARATOR, type Collection, type Data, type StoreModel } from "./registry.js";
import type { Store, StoreView } from "./store.js";

export function tableOf(model: StoreModel, c: string, bank: string): Collection {
  return (model.collections[c]?.sandboxWide ? c : `${c}${BANK_SEPARATOR}${bank}`) as Collection;
}

/** A bank's store: `replace` swaps only its tables, with `also` in the same commit. */
export interface BankStore extends Store {
  replace(data: Data, also?: readonly StoreChange[]): void;
}

/** The store as bank `bank` sees it: the same interface, its own tables. */
export function bankView(store: Store, model: StoreModel, bank: string): BankStore {
  const t = (c: Collection) => tableOf(model, c, bank);
  const mapped = (change: StoreChange): StoreChange => ({ ...change, c: t(change.c) }) as StoreChange;
  return {
    model,
    get meta() {
      return store.meta;
    },
    get: (c, id) => store.get(t(c), id) as never,
    values: (c) => store.values(t(c)) as never,
    ids: (c) => store.ids(t(c)),
    idsFrom: (c, from, count) => store.idsFrom(t(c), from, count),
    active: (c) => store.active(t(c)) as never,
    version: (c) => store.version(t(c)),
    findBy: (c, field, value) => store.findBy(t(c), field as never, value) as never,
    bankOf: (c, id) => store.bankOf(c, id),
    scope(tppId): StoreView {
      const scoped = store.scope(tppId);
      return { get: (c, id) => scoped.get(t(c), id) as never };
    },
    put: (c, v) => store.put(t(c), v as never),
    remove: (c, id) => store.remove(t(c), id),
    setMeta: (v) => store.setMeta(v),
    commit: (changes) => store.commit(changes.map(mapped)),
    replace(data: Data, also: readonly StoreChange[] = []) {
      const changes: StoreChange[] = [...also];
      for (const c of Object.keys(model.collections) as Collection[]) {
        if (model.collections[c]?.sandboxWide) continue;
        for (const record of store.values(t(c))) {
          const key = model.collections[c]?.key as (r: unknown) => string;
          changes.push({ op: "del", c: t(c), id: key(record) });
        }
        for (const record of Object.values(data[c] ?? {}))
          changes.push({ op: "put", c: t(c), v: record } as StoreChange);
      }
      store.commit(changes);
    },
    dump: () => store.dump(),
    health: () => store.health(),
    sync: () => store.sync(),
    close: () => store.close(),
  };
}
