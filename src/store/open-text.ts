/**
 * A record of a compactly kept collection (`CollectionSpec.final`) that can still change, kept as
 * its JSON text: a fraction of the memory of the object it parses to, made whole on each read and
 * listed by `Store.active`. Open payments from creations never authorised can number hundreds of
 * thousands.
 */
export class OpenText {
  /** The record parsed, while it is among the hot ones (`./hot.ts`). */
  parsed: unknown = undefined;

  constructor(readonly json: string) {}
}

/**
 * The same, when the data file holds the text: `length` bytes at `position` of the file memory
 * points into, read on demand. Only for a text the table's disk index cannot describe (longer than
 * `MAX_REF_LENGTH`): the others the data file holds are open entries of that index, which cost no
 * object, id string or map entry.
 */
export class OpenInFile {
  /** The record parsed, while it is among the hot ones (`./hot.ts`). */
  parsed: unknown = undefined;

  constructor(
    readonly position: number,
    readonly length: number,
  ) {}
}

/** Whether a kept value is an open record kept as text (in memory or in the data file). */
export const isOpenText = (stored: unknown): stored is OpenText | OpenInFile =>
  stored instanceof OpenText || stored instanceof OpenInFile;
