import { patched } from "./records.js";
import type { Collection, CollectionSpec, Collections, Data } from "./registry.js";
import type { Records, Store, StoreChange } from "./store.js";

/** A record the unit of work changed: its last value, or null once removed. */
type Changed = Collections[Collection] | null;

/** The ids a unit of work changed, by collection (what `flush` hands over): each collection's `keys()`. */
export type ChangedIds = ReadonlyMap<string, { keys(): Iterable<string> }>;

const none: ChangedIds = new Map();

/**
 * One unit of work over a bank's store (a request, a batch slice): reads see the unit's own changes
 * at once, but the changes reach the store (memory and journal) only at `flush`, as ONE commit
 * holding each changed record once, with its last value, and whatever `flush` is given beside them.
 * A crash keeps a whole unit or none of it, which is a state the bank passed through. Until `flush`
 * no one else sees the changes, and `flush` writes the unit's values over the store's: a unit must
 * flush before anything else can change the records it changed (before the event loop turns).
 *
 * It is not a store: it holds changed records, by collection and id, and nothing else; what only
 * the store can do (sync, meta, other banks) is the store's. A replace of the whole bank is the one
 * change it does not hold: it commits what it holds, then the store replaces the bank at once.
 */
export class UnitOfWork implements Records {
  /** Made on the first change: a request that only reads allocates nothing here. */
  private changed: Map<Collection, Map<string, Changed>> | undefined;
  private size = 0;

  constructor(private readonly base: Store) {}

  get model() {
    return this.base.model;
  }

  private spec(c: Collection): CollectionSpec<unknown> {
    return this.base.model.collections[c] as CollectionSpec<unknown>;
  }

  private table(c: Collection): Map<string, Changed> {
    this.changed ??= new Map();
    let table = this.changed.get(c);
    if (table === undefined) {
      table = new Map();
      this.changed.set(c, table);
    }
    return table;
  }

  get<C extends Collection>(c: C, id: string): Collections[C] | undefined {
    const value = this.changed?.get(c)?.get(id);
    if (value === undefined) return this.base.get(c, id);
    return (value ?? undefined) as Collections[C] | undefined;
  }

  values<C extends Collection>(c: C): Collections[C][] {
    return this.overlaid(c, this.base.values(c), (v) => v !== null);
  }

  active<C extends Collection>(c: C): Collections[C][] {
    const { final } = this.spec(c);
    return this.overlaid(c, this.base.active(c), (v) => v !== null && !final?.(v));
  }

  /** `records` of the store with the unit's own in their place: those `keep` says are there. */
  private overlaid<C extends Collection>(
    c: C,
    records: Collections[C][],
    keep: (value: Changed) => boolean,
  ): Collections[C][] {
    const table = this.changed?.get(c);
    if (table === undefined) return records;
    const { key } = this.spec(c);
    const out = records.filter((record) => !table.has(key(record)));
    for (const value of table.values()) if (keep(value)) out.push(value as Collections[C]);
    return out;
  }

  count(c: Collection): number {
    return this.changed?.has(c) ? this.ids(c).length : this.base.count(c);
  }

  ids(c: Collection): string[] {
    const table = this.changed?.get(c);
    if (table === undefined) return this.base.ids(c);
    const out = this.base.ids(c).filter((id) => !table.has(id));
    for (const [id, value] of table) if (value !== null) out.push(id);
    return out;
  }

  idsFrom(c: Collection, from: number, count: number): { ids: string[]; next: number | undefined } {
    const table = this.changed?.get(c);
    const page = this.base.idsFrom(c, from, count);
    if (table === undefined) return page;
    const ids = page.ids.filter((id) => !table.has(id));
    // The unit's own records come once, with the last page.
    if (page.next === undefined) for (const [id, value] of table) if (value !== null) ids.push(id);
    return { ids, next: page.next };
  }

  /** The store's: the unit's own changes count once `flush` has handed them over. */
  version(c: Collection): number {
    return this.base.version(c);
  }

  findBy<C extends Collection>(
    c: C,
    field: keyof Collections[C] & string,
    value: string,
  ): Collections[C] | undefined {
    const found = this.base.findBy(c, field, value);
    const table = this.changed?.get(c);
    if (found === undefined || table === undefined) return found;
    // Units change balances and statuses, never the fields records are found by.
    const changed = table.get(this.spec(c).key(found));
    return changed === undefined ? found : ((changed ?? undefined) as Collections[C] | undefined);
  }

  put<C extends Collection>(c: C, v: Collections[C]): void {
    this.note(c, this.spec(c).key(v), v);
  }

  remove(c: Collection, id: string): void {
    this.note(c, id, null);
  }

  commit(changes: readonly StoreChange[]): void {
    for (const change of changes) {
      if (change.op === "put") this.put(change.c, change.v);
      else if (change.op === "del") this.remove(change.c, change.id);
      else {
        const current = this.get(change.c, change.id);
        if (current !== undefined) this.put(change.c, patched(current, change));
      }
    }
  }

  /**
   * The bank's records replaced by `data` (the test-data API's initialize): what the unit holds is
   * committed first, then the store replaces the bank, durable as one unit of its own.
   */
  replace(data: Data): void {
    this.flush();
    this.base.replace(data);
  }

  /** Records changed since the last flush: what the next commit will write. */
  get pendingChanges(): number {
    return this.size;
  }

  /**
   * Hands the unit's changes, and `also` after them, to the store as one commit; answers the ids it
   * changed, by collection (not counting `also`).
   */
  flush(also: readonly StoreChange[] = []): ChangedIds {
    const changed = this.changed;
    if (changed === undefined) {
      if (also.length > 0) this.base.commit(also);
      return none;
    }
    const changes: StoreChange[] = [];
    for (const [c, table] of changed) {
      for (const [id, v] of table)
        changes.push(v === null ? { op: "del", c, id } : ({ op: "put", c, v } as StoreChange));
    }
    for (const change of also) changes.push(change);
    this.changed = undefined;
    this.size = 0;
    this.base.commit(changes);
    return changed;
  }

  private note(c: Collection, id: string, value: Changed): void {
    const table = this.table(c);
    if (!table.has(id)) this.size++;
    table.set(id, value);
  }
}
