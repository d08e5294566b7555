import { visibleTo } from "./registry.js";
import type { Collection, Collections, Data, StoreModel } from "./registry.js";
import type { Records, StoreChange } from "./store.js";

/** What a bank scope works over: a unit of work, or a bank's store itself. */
export type ScopedRecords = Records & { replace(data: Data): void };

/**
 * One bank as a request's handlers see it: its records, read and changed, the reads scoped to the
 * caller. A record of a `tpp`-owned collection (a payment, a basket, an authorisation) that another
 * TPP made is not there, as for an unknown id: the one place where "another TPP's resource answers
 * 404" is decided, for every read (`get`, `findBy`, `values`, `active`). Ids and counts are the
 * bank's (`ids`, `count`, `idsFrom` read no record). `anyOwner()` is the named way past the check,
 * for what serves every TPP: the control API's views and the batch.
 */
export interface BankScope extends ScopedRecords {
  /** The TPP whose records the reads show; "" when the request has none; undefined past the check. */
  readonly caller: string | undefined;
  /** The same bank, the same changes, every TPP's records seen. */
  anyOwner(): BankScope;
}

/** Bank `records` as `caller` sees it ("" for none: only the bank's own records); `model` says who owns what. */
export function bankScope(records: ScopedRecords, model: StoreModel, caller: string): BankScope {
  return new Scope(records, model, caller);
}

class Scope implements BankScope {
  private everyOwner: BankScope | undefined;

  constructor(
    private readonly records: ScopedRecords,
    readonly model: StoreModel,
    readonly caller: string | undefined,
  ) {}

  /** Whether the check leaves `c` whole: past it, or a collection of the bank's own records. */
  private open(c: Collection): boolean {
    return this.caller === undefined || this.model.collections[c]?.owner === "bank";
  }

  private sees<C extends Collection>(c: C, record: Collections[C] | undefined): Collections[C] | undefined {
    return record === undefined ||
      this.open(c) ||
      visibleTo(this.model.collections[c], record, this.caller ?? "")
      ? record
      : undefined;
  }

  private seen<C extends Collection>(c: C, records: Collections[C][]): Collections[C][] {
    return this.open(c) ? records : records.filter((record) => this.sees(c, record) !== undefined);
  }

  anyOwner(): BankScope {
    if (this.caller === undefined) return this;
    this.everyOwner ??= new Scope(this.records, this.model, undefined);
    return this.everyOwner;
  }

  get<C extends Collection>(c: C, id: string): Collections[C] | undefined {
    return this.sees(c, this.records.get(c, id));
  }

  findBy<C extends Collection>(
    c: C,
    field: keyof Collections[C] & string,
    value: string,
  ): Collections[C] | undefined {
    return this.sees(c, this.records.findBy(c, field, value));
  }

  values<C extends Collection>(c: C): Collections[C][] {
    return this.seen(c, this.records.values(c));
  }

  active<C extends Collection>(c: C): Collections[C][] {
    return this.seen(c, this.records.active(c));
  }

  count(c: Collection): number {
    return this.records.count(c);
  }

  ids(c: Collection): string[] {
    return this.records.ids(c);
  }

  idsFrom(c: Collection, from: number, count: number): { ids: string[]; next: number | undefined } {
    return this.records.idsFrom(c, from, count);
  }

  version(c: Collection): number {
    return this.records.version(c);
  }

  put<C extends Collection>(c: C, record: Collections[C]): void {
    this.records.put(c, record);
  }

  remove(c: Collection, id: string): void {
    this.records.remove(c, id);
  }

  commit(changes: readonly StoreChange[]): void {
    this.records.commit(changes);
  }

  replace(data: Data): void {
    this.records.replace(data);
  }
}
