/**
 * What the SCA page's step 2 shows the PSU, as data: each subject says what is decided, the page alone
 * decides how it looks (and escapes it), so no subject writes markup.
 */
export interface ScaDetails {
  /** The heading, e.g. "Approve this payment". */
  readonly title: string;
  /** The sentence under it; a `strong` part is a value the PSU should notice (a payment id, an agreement). */
  readonly lead: readonly LeadPart[];
  /** The sum approved, shown large; absent when no money moves (an identity check, a missing payment). */
  readonly amount?: string;
  readonly rows: readonly DetailRow[];
  /** Several credit transfers at once (a bulk's entries, a basket's payments), one line each. */
  readonly table?: DetailTable;
}

export type LeadPart = string | { readonly strong: string };

/** One fact of what is decided, its value exactly as sent (nothing reformatted). */
export interface DetailRow {
  readonly label: string;
  readonly value: string;
  /** Marks the row for scripts that read the page (the fee is found as `dd.fee`). */
  readonly kind?: "fee";
}

export interface DetailTable {
  readonly columns: readonly DetailColumn[];
  /** One cell per column, in the columns' order. */
  readonly rows: readonly (readonly string[])[];
  /** The last line, its value under the last column: "Total (3 payments)" and the sum. */
  readonly total: DetailRow;
}

/** A column of figures is right-aligned; a date or an account number never wraps (it is read whole). */
export interface DetailColumn {
  readonly label: string;
  readonly kind?: "num" | "date" | "id";
}
