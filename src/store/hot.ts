import type { OpenInFile, OpenText } from "./open-text.js";

/**
 * Open records kept as text (`OpenText`, `OpenInFile`) that were written or read lately, kept parsed
 * beside their text (`parsed`): the record a request reads soon after it was written (a creation's
 * duplicate check reads the last payments of its key; an SCA step reads the payment it decides) is
 * not parsed again. At most `limit` at a time, the oldest dropped first, so what stays in memory per
 * open record is its text. The objects are shared by every reader, as the store's other records
 * are: nothing changes a record in place (a change replaces it).
 */
export class HotRecords {
  private readonly ring: (OpenText | OpenInFile | undefined)[];
  private next = 0;

  constructor(private readonly limit: number) {
    this.ring = new Array(limit).fill(undefined);
  }

  keep(stored: OpenText | OpenInFile, record: unknown): void {
    const oldest = this.ring[this.next];
    if (oldest !== undefined && oldest !== stored) oldest.parsed = undefined;
    stored.parsed = record;
    this.ring[this.next] = stored;
    this.next = (this.next + 1) % this.limit;
  }

  clear(): void {
    for (const stored of this.ring) if (stored !== undefined) stored.parsed = undefined;
    this.ring.fill(undefined);
  }
}
