/** One TPP's bank (tenancy per-tpp): made from the configured seed on the TPP's first call. */
export interface BankRecord {
  /** The organisation id of the TPP it belongs to. */
  bankId: string;
  seed: number;
  /** Sandbox clock time it was seeded. */
  seededAt: string;
}
