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
