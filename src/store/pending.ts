import { patched } from "./records.js";
import {
  type Collection,
  type CollectionSpec,
  type Collections,
  type StoreModel,
  scoped,
} from "./registry.js";
import type { Store, StoreChange, StoreView } from "./store.js";

const keyOf = (c: Collection, id: string) => `${c}\u0000${id}`;

/** A change as the slice keeps it: every put with its id. */
type Pending =
  | { [C in Collection]: { op: "put"; c: C; id: string; v: Collections[C] } }[Collection]
  | { op: "del"; c: Collection; id: string };

/**
 * The store as one unit of work sees it (a batch slice, one request): reads see the unit's own
 * changes at once, but the changes reach the real store (memory and journal) only at `flush`, as ONE
 * commit holding each changed record once, with its last value, and whatever `flush` is given beside
 * them. A crash keeps a whole unit or none of it, which is a state the bank passed through. Until
 * `flush` no one else sees the changes, and `flush` writes the unit's values over the store's: a
 * unit must flush before anything else can change the records it changed (before the event loop turns).
 */
export class PendingStore implements Store {
  private readonly pending = new Map<string, Pending>();
  private changed = new Map<Collection, Set<string>>();
  /** Records of the real store hidden by a pending change, for `findBy`. */
  private shadowed = new WeakMap<object, string>();

  /** `model` is the registry the records are kept by: the base store's own unless given. */
  constructor(
    private readonly base: Store,
    readonly model: StoreModel = base.model,
  ) {}

  private spec(c: Collection): CollectionSpec<unknown> {
    return this.model.collections[c] as CollectionSpec<unknown>;
  }

  private idOf<C extends Collection>(c: C, record: Collections[C]): string {
    return this.spec(c).key(record);
  }

  get meta() {
    return this.base.meta;
  }

  get<C extends Collection>(c: C, id: string): Collections[C] | undefined {
    const change = this.pending.get(keyOf(c, id));
    if (change === undefined) return this.base.get(c, id);
    return change.op === "put" ? (change.v as Collections[C]) : undefined;
  }

  values<C extends Collection>(c: C): Collections[C][] {
    const ids = this.changed.get(c);
    if (ids === undefined) return this.base.values(c);
    const out = this.base.values(c).filter((record) => !ids.has(this.idOf(c, record)));
    for (const id of ids) {
      const value = this.get(c, id);
      if (value !== undefined) out.push(value);
    }
    return out;
  }

  count(c: Collection): number {
    return this.changed.has(c) ? this.ids(c).length : this.base.count(c);
  }

  ids(c: Collection): string[] {
    const ids = this.changed.get(c);
    if (ids === undefined) return this.base.ids(c);
    const out = this.base.ids(c).filter((id) => !ids.has(id));
    for (const id of ids) if (this.get(c, id) !== undefined) out.push(id);
    return out;
  }

  idsFrom(c: Collection, from: number, count: number): { ids: string[]; next: number | undefined } {
    const changed = this.changed.get(c);
    const page = this.base.idsFrom(c, from, count);
    if (changed === undefined) return page;
    const ids = page.ids.filter((id) => !changed.has(id));
    // The slice's own records come once, with the last page.
    if (page.next === undefined) for (const id of changed) if (this.get(c, id) !== undefined) ids.push(id);
    return { ids, next: page.next };
  }

  active<C extends Collection>(c: C): Collections[C][] {
    const ids = this.changed.get(c);
    if (ids === undefined) return this.base.active(c);
    const spec = this.spec(c);
    const out = this.base.active(c).filter((record) => !ids.has(this.idOf(c, record)));
    for (const id of ids) {
      const value = this.get(c, id);
      if (value !== undefined && !spec.final?.(value)) out.push(value);
    }
    return out;
  }

  /** The real store's: the slice's own changes count once `flush` has handed them over. */
  version(c: Collection): number {
    return this.base.version(c);
  }

  findBy<C extends Collection>(
    c: C,
    field: keyof Collections[C] & string,
    value: string,
  ): Collections[C] | undefined {
    const found = this.base.findBy(c, field, value);
    const key = found === undefined ? undefined : this.shadowed.get(found);
    if (key === undefined) return found;
    const change = this.pending.get(key);
    // The batch changes balances and statuses, never the fields records are found by.
    return change?.op === "put" ? (change.v as Collections[C]) : undefined;
  }

  /** The base store's answer: a record this unit made is in no bank until it is flushed. */
  bankOf(c: Collection, id: string): string | undefined {
    return this.base.bankOf(c, id);
  }

  /** The base store's bank: outside this unit of work. */
  bank(bankId: string): Store {
    return this.base.bank(bankId);
  }

  scope(tppId: string): StoreView {
    return scoped(this.model, (c, id) => this.get(c, id), tppId);
  }

  put<C extends Collection>(c: C, v: Collections[C]): void {
    this.note({ op: "put", c, id: this.idOf(c, v), v } as Pending);
  }

  remove(c: Collection, id: string): void {
    this.note({ op: "del", c, id });
  }

  commit(changes: readonly StoreChange[]): void {
    for (const change of changes) {
      if (change.op === "put") this.put(change.c, change.v);
      else if (change.op === "del") this.remove(change.c, change.id);
      else {
        // A patch becomes the whole record here; `flush` works out the smallest change again.
        const current = this.get(change.c, change.id);
        if (current !== undefined) this.put(change.c, patched(current, change));
      }
    }
  }

  setMeta: Store["setMeta"] = (patch) => this.base.setMeta(patch);
  replace: Store["replace"] = (data, also) => this.base.replace(data, also);
  dump: Store["dump"] = () => this.base.dump();
  health: Store["health"] = () => this.base.health();
  sync: Store["sync"] = () => this.base.sync();
  close: Store["close"] = () => this.base.close();

  /** Records changed since the last flush: what the next commit will write. */
  get pendingChanges(): number {
    return this.pending.size;
  }

  /**
   * Hands the pending changes, and `also` after them, to the real store as one commit; answers the
   * ids it changed, by collection (not counting `also`).
   */
  flush(also: readonly StoreChange[] = []): ReadonlyMap<Collection, ReadonlySet<string>> {
    const changed = this.changed;
    if (this.pending.size === 0 && also.length === 0) return changed;
    const changes = [...this.pending.values()].map((change) => this.smallest(change));
    this.pending.clear();
    this.changed = new Map();
    this.shadowed = new WeakMap();
    this.base.commit([...changes, ...also]);
    return changed;
  }

  /**
   * A put of a record the real store holds, as a patch when that is what it is: the fields that are
   * new objects, and the items added to the end of an array (a standing order's executions).
   */
  private smallest(change: Pending): StoreChange {
    if (change.op === "del") return change;
    const put = { op: "put", c: change.c, v: change.v } as StoreChange;
    const before = this.base.get(change.c, change.id) as Record<string, unknown> | undefined;
    if (before === undefined) return put;
    const after = change.v as unknown as Record<string, unknown>;
    const set: Record<string, unknown> = {};
    const push: Record<string, unknown[]> = {};
    for (const field of Object.keys(before)) if (!(field in after)) return put;
    for (const [field, value] of Object.entries(after)) {
      const old = before[field];
      if (value === old) continue;
      // JSON drops undefined, so a field set to it would come back from the journal as absent.
      if (value === undefined) return put;
      if (Array.isArray(value) && Array.isArray(old) && startsWith(value, old)) {
        push[field] = value.slice(old.length);
      } else {
        set[field] = value;
      }
    }
    return {
      op: "patch",
      c: change.c,
      id: change.id,
      ...(Object.keys(set).length > 0 ? { set } : {}),
      ...(Object.keys(push).length > 0 ? { push } : {}),
    };
  }

  private note(change: Pending): void {
    const key = keyOf(change.c, change.id);
    if (!this.pending.has(key)) {
      const before = this.base.get(change.c, change.id);
      if (before !== undefined) this.shadowed.set(before, key);
      let ids = this.changed.get(change.c);
      if (ids === undefined) {
        ids = new Set();
        this.changed.set(change.c, ids);
      }
      ids.add(change.id);
    }
    this.pending.set(key, change);
  }
}

/** Whether `longer` starts with every item of `shorter` (the same objects). */
function startsWith(longer: readonly unknown[], shorter: readonly unknown[]): boolean {
  if (longer.length < shorter.length) return false;
  for (let i = 0; i < shorter.length; i++) if (shorter[i] !== longer[i]) return false;
  return true;
}
