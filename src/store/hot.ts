/**
 * Open records kept as text (`OpenText`, `OpenInFile`) that were written or read lately, kept parsed
 * beside their text: the record a request reads soon after it was written (a creation's duplicate
 * check reads the last payments of its key; an SCA step reads the payment it decides) is not parsed
 * again. Bounded, the oldest dropped first, so what stays in memory per open record is its text.
 * The objects are shared by every reader, as the store's other records are: nothing changes a record
 * in place (a change replaces it).
 */
export class HotRecords {
  private readonly parsed = new Map<object, unknown>();

  constructor(private readonly limit: number) {}

  get(stored: object): unknown {
    return this.parsed.get(stored);
  }

  keep(stored: object, record: unknown): void {
    if (this.parsed.size >= this.limit) {
      const oldest = this.parsed.keys().next();
      if (oldest.done !== true) this.parsed.delete(oldest.value);
    }
    this.parsed.set(stored, record);
  }

  /** A record replaced or removed: its parsed copy goes at once rather than when it is the oldest. */
  forget(stored: unknown): void {
    if (typeof stored === "object" && stored !== null) this.parsed.delete(stored);
  }

  clear(): void {
    this.parsed.clear();
  }
}
