/**
 * What the bank remembers of one X-Request-ID, for `idempotency.window` of real time: what tells a
 * retry from another request, and the first answer, packed (`./answer.ts`). Kept lean because a
 * busy sandbox remembers hundreds of thousands; the store keeps it as its JSON text (`compactWhen`).
 */
export interface RequestIdRecord {
  /** `<tppId> <request id in lower case>`: ids are per TPP. */
  key: string;
  /** `<METHOD> <path><query>`, the query as sent with its `?` (or none). */
  request: string;
  /** SHA-256 (base64url) of the body as received, "" for none: covers Digest and bodies signed without one. */
  bodyHash: string;
  /** Sandbox clock time (ms since the epoch) the request was first answered: what a refusal names. */
  at: number;
  /**
   * Real time (ms since the epoch) the request was first answered: the window counts from it, so no
   * move of the bank clock forgets an id. Absent in a record an older sandbox kept (its window
   * counted bank time from `at`).
   */
  realAt?: number;
  /** The first answer (status, headers, body), deflated: `packAnswer`. */
  answer: string;
}

/** The first answer as it is given again. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}
