/** Sequence numbers missing from a journal: `from` to `to`, before the entry on line `line`. */
export interface Gap {
  from: number;
  to: number;
  line: number;
}

/** Where a journal first skips sequence numbers, and what follows: what `store repair` cuts off. */
export interface JournalGaps {
  gaps: Gap[];
  /** Bytes of the journal before the line after the first gap: the entries `store repair` keeps. */
  keepBytes: number;
  /** Entries from the first gap to the end: they may build on the missing ones, so none is applied. */
  after: { entries: number; first: number; last: number };
}

const range = ({ from, to }: Gap) => (from === to ? `${from}` : `${from} to ${to}`);

/**
 * "entry 4 (before line 4)", "entries 2 to 4 (before line 2), 7 (before line 5)": every missing
 * range with the line where it shows, at most `shown` of them.
 */
export function missingEntries({ gaps }: JournalGaps, shown = 5): string {
  const listed = gaps.slice(0, shown).map((gap) => `${range(gap)} (before line ${gap.line})`);
  const more = gaps.length > shown ? `, and ${gaps.length - shown} more ranges` : "";
  const one = gaps.length === 1 && gaps[0]?.from === gaps[0]?.to;
  return `${one ? "entry" : "entries"} ${listed.join(", ")}${more}`;
}

/** "entry 5" or "the 3 entries 5 to 7": the entries from the first gap on. */
export const entriesAfter = ({ after: { entries, first, last } }: JournalGaps): string =>
  entries === 1 ? `entry ${first}` : `the ${entries} entries ${first} to ${last}`;

/**
 * A journal that skips sequence numbers above the data file's `journalSeq`: the writer numbers
 * every change it appends one past the one before, and a fold keeps every entry after what it
 * folded, so a missing number is an acknowledged change that was removed (an edit, a restore of an
 * older data file, damage that took whole lines). Starting would serve a store without it.
 */
export class JournalGapError extends Error {
  override name = "JournalGapError";

  constructor(
    readonly path: string,
    readonly found: JournalGaps,
    journalSeq: number | undefined,
  ) {
    const file = path.replace(/\.journal$/, "");
    const first = found.gaps[0];
    const base =
      journalSeq !== undefined && first?.from === journalSeq + 1
        ? ` (the data file's journalSeq is ${journalSeq}, so the journal must go on from ${journalSeq + 1})`
        : "";
    super(
      `${path} is missing ${missingEntries(found)}${base}: acknowledged changes are gone from it, ` +
        "so starting would serve a store without them. " +
        `psd2-sandbox store repair --data ${file} keeps the entries before the first gap and sets aside ` +
        `${entriesAfter(found)} after it; or restore the data file and journal from a backup. Nothing was changed.`,
    );
  }
}
