import type { RecordPatch } from "./records.js";
import type { Collection, Collections } from "./registry.js";

/**
 * One change inside `Store.commit`: a record put (its id is derived by the registry) or removed.
 * Built with `change.put` / `change.remove`, so no caller knows how a change is laid out.
 */
export type StoreChange =
  | { [C in Collection]: { op: "put"; c: C; v: Collections[C] } }[Collection]
  | { op: "del"; c: Collection; id: string }
  | RecordPatch<Collection>;

export const change = {
  put: <C extends Collection>(c: C, record: Collections[C]): StoreChange =>
    ({ op: "put", c, v: record }) as StoreChange,
  remove: (c: Collection, id: string): StoreChange => ({ op: "del", c, id }),
};
