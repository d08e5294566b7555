/**
 * Lookups of a record by a field other than its id (an account by its bban, a customer by its
 * customerNumber) without scanning the table on every call: a bulk payment looks up every creditor,
 * and a QA suite may create thousands of accounts. An index is built on a table's first lookup by a
 * field and kept beside the table; `noteChange` keeps it true as records are added, and drops it
 * when a record leaves or an indexed field changes (rare), so the next lookup builds it again.
 */
import type { Table } from "./table.js";

type FieldIndex = Map<unknown, string>;

const indexes = new WeakMap<Table, Map<string, FieldIndex>>();

const fieldOf = (record: unknown, field: string): unknown =>
  typeof record === "object" && record !== null ? (record as Record<string, unknown>)[field] : undefined;

/** The id of the first record (in table order) whose `field` equals `value`, if any. */
export function idByField(table: Table, field: string, value: string): string | undefined {
  let byField = indexes.get(table);
  if (byField === undefined) {
    byField = new Map();
    indexes.set(table, byField);
  }
  let index = byField.get(field);
  if (index === undefined) {
    index = new Map();
    // Live records only: a final record kept as text (in memory or in the data file) has no fields
    // to look up, and reading a million of them from disk to find none would stall every client.
    for (const [id, record] of table.live) {
      const key = fieldOf(record, field);
      if (!index.has(key)) index.set(key, id);
    }
    byField.set(field, index);
  }
  return index.get(value);
}

/** Called before `table[id]` becomes `next` (undefined: the record is removed). */
export function noteChange(table: Table, id: string, next: unknown): void {
  const byField = indexes.get(table);
  if (byField === undefined) return;
  const current = table.get(id);
  for (const [field, index] of byField) {
    if (current === undefined && next !== undefined) {
      const key = fieldOf(next, field);
      if (!index.has(key)) index.set(key, id);
    } else if (current !== undefined && fieldOf(current, field) !== fieldOf(next, field)) {
      indexes.delete(table);
      return;
    }
  }
}
