import { idByField, noteChange } from "./field-index.js";
import type { Collection, Collections, Data, Meta, StoreModel } from "./registry.js";

/** A change to one record or to meta, as the journal records it: a put carries the id its key function gave. */
export type SingleChange =
  | { op: "put"; c: Collection; id: string; v: Collections[Collection] }
  | { op: "del"; c: Collection; id: string }
  | { op: "meta"; v: Partial<Meta> };

/**
 * One change to the data, exactly as a journal entry records it (minus its sequence number). `all`
 * groups changes that must survive a crash together (a debit and its booked transaction): they are
 * one journal line, so a torn write drops all of them or none.
 */
export type Change = SingleChange | { op: "all"; changes: SingleChange[] };

/** A change as it is written to the journal: `s` orders entries and ties them to a snapshot. */
export type JournalEntry = { s: number } & Change;

/** Applies one change in place. Touches one record or the small meta object, so it costs O(1). */
export function applyChange(data: Data, change: Change): void {
  if (change.op === "all") {
    for (const single of change.changes) applyChange(data, single);
    return;
  }
  if (change.op === "meta") {
    // JSON drops undefined values, so memory drops them too and a replay yields the same meta.
    const patch = Object.fromEntries(Object.entries(change.v).filter(([, v]) => v !== undefined));
    data.meta = { ...data.meta, ...patch };
    return;
  }
  const table: Record<string, unknown> = data[change.c];
  noteChange(table, change.id, change.op === "del" ? undefined : change.v);
  if (change.op === "del") {
    delete table[change.id];
  } else if (change.id === "__proto__") {
    // Plain assignment would replace the table's prototype instead of storing a record.
    Object.defineProperty(table, change.id, {
      value: change.v,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    table[change.id] = change.v;
  }
}

/** The collections of `Data` as a mapped type, which TypeScript can index with a generic key. */
type Tables = { [C in Collection]: Record<string, Collections[C]> };

export function tableOf<C extends Collection>(data: Tables, c: C): Tables[C] {
  return data[c];
}

/** Reads own records only, so an id like "constructor" is not answered from Object.prototype. */
export function getRecord<C extends Collection>(data: Data, c: C, id: string): Collections[C] | undefined {
  const table = tableOf(data, c);
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/** The first record whose `field` equals `value` (see `field-index.ts`: no scan after the first). */
export function findRecordBy<C extends Collection>(
  data: Data,
  c: C,
  field: keyof Collections[C] & string,
  value: string,
): Collections[C] | undefined {
  const table = tableOf(data, c);
  const id = idByField(table, field, value);
  return id === undefined ? undefined : table[id];
}

export function listRecords<C extends Collection>(data: Data, c: C): Collections[C][] {
  return Object.values(tableOf(data, c));
}

/** The registry's collection names, in declaration order (the order of the data file). */
export function collectionsOf(model: StoreModel): Collection[] {
  return Object.keys(model.collections) as Collection[];
}

/** Fills what the given data lacks: collections added to the registry after it was written, meta defaults. */
export function withAllCollections(model: StoreModel, data: Data): Data {
  const filled: Record<string, unknown> = { ...data, meta: { ...model.meta, ...data.meta } };
  for (const c of collectionsOf(model)) filled[c] ??= {};
  return filled as Data;
}

/** A data set with nothing in it but `meta`. */
export function emptyDataOf(model: StoreModel, meta: Partial<Meta> = {}): Data {
  return withAllCollections(model, { meta } as Data);
}

export function countRecords(model: StoreModel, data: Data): number {
  let n = 0;
  for (const c of collectionsOf(model)) n += Object.keys(data[c]).length;
  return n;
}
