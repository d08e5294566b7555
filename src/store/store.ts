import type { StoreChange } from "./change.js";
import type { StoreHealth } from "./journal.js";
import type { Collection, Collections, Data, Meta, StoreModel } from "./registry.js";

export type { StoreChange } from "./change.js";

/**
 * A bank's records, read and changed: what the code that works on one bank uses (a request's
 * handlers through their `BankScope`, the batch through its slice). The store is one (`Store`
 * below); a request's or a batch slice's `UnitOfWork` (`./unit-of-work.ts`) is these same reads
 * and changes over it, kept until its one commit.
 */
export interface Records {
  /** The registry the records are kept by: each collection's key function and owner (and what the sandbox's interfaces declare beside them). */
  readonly model: StoreModel;
  get<C extends Collection>(collection: C, id: string): Collections[C] | undefined;
  values<C extends Collection>(collection: C): Collections[C][];
  /** How many records the collection holds, without reading one. */
  count(collection: Collection): number;
  /** Every id of the collection, without reading a record. */
  ids(collection: Collection): string[];
  /**
   * A page of ids from place `from` (start at 0) and the place to go on from (undefined: no more),
   * for a walk over a collection in slices without listing it whole (listing a million ids holds the
   * event loop too long): up to `count` of the records the data file holds, then those in memory in
   * one last page. Removals between pages skip nothing; a fold between pages may make the walk skip
   * or repeat some of the data file's records.
   */
  idsFrom(collection: Collection, from: number, count: number): { ids: string[]; next: number | undefined };
  /**
   * The records not in a final state (the registry's `final`; every record of a collection without
   * one). What the batch looks at: at a million settled payments it skips them without reading them.
   */
  active<C extends Collection>(collection: C): Collections[C][];
  /**
   * A number that changes whenever a record of the collection is put or removed, and never comes
   * back: what lets a reader keep a list it made from the collection for as long as nobody writes.
   */
  version(collection: Collection): number;
  /**
   * The first record whose `field` equals `value`, for fields that identify a record (an account's
   * bban, a customer's customerNumber). Indexed: no scan of the collection after the first call.
   */
  findBy<C extends Collection>(
    collection: C,
    field: keyof Collections[C] & string,
    value: string,
  ): Collections[C] | undefined;
  /**
   * Stores `record` under the id its collection's key function gives. The store keeps the object:
   * build a new object for each change, never mutate one.
   */
  put<C extends Collection>(collection: C, record: Collections[C]): void;
  remove(collection: Collection, id: string): void;
  /**
   * Several changes that must survive a crash together (a debit, its booked transaction and the
   * payment's new status): applied at once and journaled as one entry, so a torn write loses all or none.
   * Build them with `change.put` / `change.remove` (`./change.ts`).
   */
  commit(changes: readonly StoreChange[]): void;
}

/**
 * The store: every part of the sandbox reads and changes data through it, or through a unit of work
 * over it. Changes apply to memory at once (so the next read sees them) and are made durable in the
 * background; `sync()` resolves when every change made before the call is on disk. The HTTP layer
 * awaits `sync()` before an answer leaves, so a success answer is never sent for a change that a
 * crash could lose. Implemented once, by `createStore` (`./create.ts`).
 */
export interface Store extends Records {
  readonly meta: Readonly<Meta>;
  /**
   * The bank holding record `id` of `collection`: "" for the store's own bank (and the sandbox-wide
   * collections), undefined when no bank holds it. One lookup, whatever the number of banks (what a page serving every bank,
   * the SCA page, needs); the index behind it is made on the first call for a collection.
   */
  bankOf(collection: Collection, id: string): string | undefined;
  /**
   * The store as bank `bankId` sees it: the same store over that bank's own records (a record's bank
   * is part of its key; sandbox-wide collections stay shared); "" is the store's own bank. Its changes go to the same journal.
   */
  bank(bankId: string): Store;
  setMeta(patch: Partial<Meta>): void;
  /**
   * Replace everything (initialize, reset). Durable as one unit: a crash leaves old or new, never a
   * mix. On a bank's store (`bank(id)`): that bank's records only, with `also` in the same commit.
   */
  replace(data: Data, also?: readonly StoreChange[]): void;
  /**
   * A copy of the data, every record whole (tests, small stores): the store's own, all of it (every
   * TPP's bank under `tppBanks`); a bank's store, its collections (and the sandbox-wide ones) under their names.
   */
  dump(): Data;
  /** Resolves once every change made before this call is durable (at once for a memory store). */
  sync(): Promise<void>;
  /** Whether the data file keeps up with the journal (`/__admin/health`); always ok in memory mode. */
  health(): StoreHealth;
  /** Fold pending changes into the data file and release it. The store is unusable afterwards. */
  close(): Promise<void>;
}
