import type { Change } from "./records.js";
import type { Table } from "./table.js";

/**
 * Which bank's table holds each id, per collection (`Store.bankOf`): made on the first question about
 * a collection and kept by every change after, so a store nobody asks pays nothing for it. Ids of
 * the collections asked about are random, so one id names one bank.
 */
export class Holders {
  private readonly byCollection = new Map<string, Map<string, string>>();

  constructor(private readonly tables: () => Iterable<{ c: string; bank: string; table: Table }>) {}

  /** Whether any collection is indexed (else a change need not be looked at). */
  get active(): boolean {
    return this.byCollection.size > 0;
  }

  note(change: Change): void {
    if (change.op === "all") for (const one of change.changes) this.note(one);
    else if (change.op === "replace") this.byCollection.clear();
    else if (change.op !== "meta") {
      const held = this.byCollection.get(change.c);
      if (held === undefined) return;
      if (change.op === "del") held.delete(change.id);
      else held.set(change.id, change.b ?? "");
    }
  }

  bankOf(collection: string, id: string): string | undefined {
    let held = this.byCollection.get(collection);
    if (held === undefined) {
      held = new Map();
      for (const { c, bank, table } of this.tables())
        if (c === collection) for (const key of table.keys()) held.set(key, bank);
      this.byCollection.set(collection, held);
    }
    return held.get(id);
  }
}
