/**
 * What the store is generic over: a registry of collections, each declared once with the function
 * that derives a record's id and who owns its records. The store imports no feature; the sandbox's
 * registry lives above it (`src/collections.ts`) and names itself through `Register` below, the way
 * hono's `ContextVariableMap` is filled in, so every `Store` in the code is typed by it.
 */

/**
 * `bank`: the bank's own data (customers, accounts, …), readable by every TPP that may see it.
 * `tpp`: made by one TPP (payments, baskets, authorisations); any other TPP is told it does not exist.
 */
export type Owner = "bank" | "tpp";

export interface CollectionSpec<R> {
  /** The record's id within its collection. A change never carries an id beside its record. */
  key(record: R): string;
  owner: Owner;
  /** The TPP a `tpp`-owned record belongs to. */
  tppOf?(record: R): string;
  /** One table for the whole sandbox, never one per bank (the TPP registry, the X-Request-ID memory). */
  sandboxWide?: true;
  /**
   * Whether the record is in a final state. Final records are kept serialised (a string is a small
   * fraction of the object it parses to) and made whole on read; `Store.active` skips them.
   */
  final?(record: R): boolean;
  /** How a final record is kept in memory until the data file holds it, if not as its JSON text. */
  packed?: PackedForm<R>;
  /** What the dashboard calls its records when it counts them; uncounted without. */
  label?: string;
}

/**
 * A collection's own memory form of its final records, for collections of hundreds of thousands
 * where even the JSON text costs too much. Memory only (the journal and the data file keep JSON): a
 * packed string never starts with "{", which tells it from a JSON text read from the data file.
 */
export interface PackedForm<R> {
  /** The packed form, or undefined to keep this record's JSON text. */
  pack(record: R): string | undefined;
  /** The record, given its id (the packed form need not repeat it); `object`, so a spec stays a `CollectionSpec<never>`. */
  unpack(id: string, packed: string): object;
}

/**
 * Where the data of the TPPs' banks sits in the data file, beside the sandbox's own collections:
 * `"tppBanks":{"<bank>":{"<collection>":{…records…}}}`. The store's own bank ("") and the
 * sandbox-wide collections are the top-level collections. A record is found by its collection, its
 * bank and its id: the bank is part of its key (a journal change's `b`), never of a table's name.
 */
export const TPP_BANKS = "tppBanks";

/** The bank whose table of collection `c` holds bank `bank`'s records: "" for a sandbox-wide collection. */
export function homeBank(model: StoreModel, c: string, bank: string): string {
  return model.collections[c]?.sandboxWide ? "" : bank;
}

/** A collection of the bank's data, keyed by `key`. */
export function bankOwned<R>(key: (record: R) => string): CollectionSpec<R> {
  return { key, owner: "bank" };
}

/** A collection of the whole sandbox: every bank shares its one table. */
export function sandboxWide<R>(key: (record: R) => string): CollectionSpec<R> {
  return { key, owner: "bank", sandboxWide: true };
}

/** The same collection, its final records kept compactly (see `CollectionSpec.final`), packed by `packed` if given. */
export function compactWhen<R>(
  spec: CollectionSpec<R>,
  final: (record: R) => boolean,
  packed?: PackedForm<R>,
): CollectionSpec<R> {
  return packed === undefined ? { ...spec, final } : { ...spec, final, packed };
}

/** A collection whose records belong to the TPP named in their `tppId`. */
export function tppOwned<R extends { tppId: string }>(key: (record: R) => string): CollectionSpec<R> {
  return { key, owner: "tpp", tppOf: (record) => record.tppId };
}

/**
 * Whether `tppId` may see `record` of a collection declared by `spec`: every TPP sees the bank's
 * data; a TPP-owned record only its TPP. The one owner check (`BankScope`, `./scope.ts`).
 */
export function visibleTo(
  spec: CollectionSpec<unknown> | undefined,
  record: unknown,
  tppId: string,
): boolean {
  return spec?.owner === "bank" || spec?.tppOf?.(record) === tppId;
}

/** The whole model: the collections, and the defaults of the small `meta` object beside them. */
export interface StoreModel {
  collections: Readonly<Record<string, CollectionSpec<never>>>;
  meta: object;
}

/** Filled in once by the composition: `declare module "./store/registry.js" { interface Register { model: … } }`. */
// biome-ignore lint/suspicious/noEmptyInterface: an interface so that module augmentation can extend it
export interface Register {}

type Model = Register extends { model: infer M extends StoreModel } ? M : StoreModel;

/** Every collection's record type, read off the registry's key functions. */
export type Collections = {
  [C in keyof Model["collections"] & string]: Model["collections"][C] extends CollectionSpec<infer R>
    ? R
    : never;
};
export type Collection = keyof Collections;
export type Meta = Model["meta"];

/** One bank's records: each collection as a map from id to record. */
export type BankData = { [C in Collection]?: Record<string, Collections[C]> };

/**
 * What the data file holds: `meta`, every collection of the store's own bank and the sandbox-wide
 * ones as a map from id to record, and the TPPs' banks' records by bank (`TPP_BANKS`).
 */
export type Data = { meta: Meta } & { [C in Collection]: Record<string, Collections[C]> } & {
  tppBanks?: Record<string, BankData>;
};
