import { idByField, noteChange } from "./field-index.js";
import { type Collection, type Collections, collections, type Data, emptyData, type Meta } from "./model.js";

/**
 * Part of a record changed: fields replaced (`set`) and items added to the end of array fields
 * (`push`). A standing order's record carries every execution, so a batch adds one by a patch
 * instead of journaling the whole record again.
 */
export type RecordPatch = {
  op: "patch";
  c: Collection;
  id: string;
  set?: Record<string, unknown>;
  push?: Record<string, unknown[]>;
};

/** A change to one record or to meta. */
export type SingleChange =
  | { op: "put"; c: Collection; id: string; v: Collections[Collection] }
  | { op: "del"; c: Collection; id: string }
  | RecordPatch
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
  if (change.op === "patch") {
    const current = Object.hasOwn(table, change.id) ? table[change.id] : undefined;
    // A patch follows the put that made its record, so a missing one means nothing to patch.
    if (typeof current !== "object" || current === null) return;
    change = { op: "put", c: change.c, id: change.id, v: patched(current, change) };
  }
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

/** The record `current` with `patch` applied (a new object). */
export function patched(current: object, { set, push }: RecordPatch): Collections[Collection] {
  const next: Record<string, unknown> = { ...current, ...set };
  for (const [field, items] of Object.entries(push ?? {})) {
    const before = (current as Record<string, unknown>)[field];
    next[field] = [...(Array.isArray(before) ? before : []), ...items];
  }
  return next as unknown as Collections[Collection];
}

/** The collections of `Data` as a mapped type, which TypeScript can index with a generic key. */
type Tables = { [C in Collection]: Record<string, Collections[C]> };

function tableOf<C extends Collection>(data: Tables, c: C): Tables[C] {
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

/** Fills collections the given data lacks (written before they were added to the model). */
export function withAllCollections(data: Data): Data {
  const empty = emptyData();
  const filled = { ...data };
  for (const c of collections) {
    if (filled[c] === undefined) Object.assign(filled, { [c]: empty[c] });
  }
  return filled;
}

export function countRecords(data: Data): number {
  let n = 0;
  for (const c of collections) n += Object.keys(data[c]).length;
  return n;
}
