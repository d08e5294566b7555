import type { Collection, Collections, Data, Meta, StoreModel } from "./registry.js";

/**
 * Part of a record changed: fields replaced (`set`) and items added to the end of array fields
 * (`push`). A standing order's record carries every execution, so a batch adds one by a patch
 * instead of journaling the whole record again. In the journal `b` names the record's bank when it
 * is a TPP's (see `TPP_BANKS`); in a `Store.commit` there is none (the store is a bank's).
 */
export type RecordPatch<Table extends string = string> = {
  op: "patch";
  c: Table;
  b?: string;
  id: string;
  set?: Record<string, unknown>;
  push?: Record<string, unknown[]>;
};

/**
 * A change to one record or to meta, as the journal records it: a record's key is its collection
 * `c`, its bank `b` (absent for the store's own bank and the sandbox-wide collections) and its `id`
 * (for a put, the one its key function gave).
 */
export type SingleChange =
  | { op: "put"; c: string; b?: string; id: string; v: Collections[Collection] }
  | { op: "del"; c: string; b?: string; id: string }
  | RecordPatch
  | { op: "meta"; v: Partial<Meta> };

/**
 * One change to the data, exactly as a journal entry records it (minus its sequence number). `all`
 * groups changes that must survive a crash together (a debit and its booked transaction): they are
 * one journal line, so a torn write drops all of them or none.
 */
export type Change =
  | SingleChange
  | { op: "all"; changes: SingleChange[] }
  /** Everything replaced (reset, initialize): one entry, so a crash leaves the old data or the new. */
  | { op: "replace"; v: Data };

/** A change as it is written to the journal: `s` orders entries and ties them to a snapshot. */
export type JournalEntry = { s: number } & Change;

/** The registry's collection names, in declaration order (the order of the data file). */
export function collectionsOf(model: StoreModel): Collection[] {
  return Object.keys(model.collections) as Collection[];
}

/** A data set with nothing in it but `meta`. */
export function emptyDataOf(model: StoreModel, meta: Partial<Meta> = {}): Data {
  const data: Record<string, unknown> = { meta: { ...model.meta, ...meta } };
  for (const c of collectionsOf(model)) data[c] = {};
  return data as Data;
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
