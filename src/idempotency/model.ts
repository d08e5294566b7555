/** What the bank remembers of one X-Request-ID, for 24 hours on its clock (issue 12). */
export interface RequestIdRecord {
  /** `<tppId> <request id in lower case>`: ids are per TPP. */
  key: string;
  tppId: string;
  requestId: string;
  method: string;
  path: string;
  /** The query string as sent, with its `?`, or "". */
  query: string;
  /** SHA-256 (hex) of the body as received, "" for none: covers Digest and the bodies signed without one. */
  bodyHash: string;
  /** Sandbox clock time the request was first answered. */
  at: string;
  /** The first answer, given again to an identical retry. */
  answer: StoredAnswer;
}

export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}
