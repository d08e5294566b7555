import type { PaymentRecord } from "../payments/model.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { Store } from "../store/store.js";

const byAge = (a: PaymentRecord, b: PaymentRecord) =>
  a.createdAt === b.createdAt ? (a.paymentId < b.paymentId ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * What batch runs look at, found with one scan of the store and then reused by every run until the
 * event loop turns (`refresh`): the open payments (PDNG, ACTC) oldest first, and the authorisations
 * still waiting for the PSU. Between two turns only the batch changes the store, and a batch run only
 * ever takes a payment out of the open ones or an authorisation out of the waiting ones, so a list made
 * at the start of a turn still holds everything a run must see; each run reads every record afresh.
 * This is what keeps a year's clock move (1,825 runs) from scanning every stored payment per run.
 */
export class BatchView {
  private open: string[] | undefined;
  private waiting: string[] | undefined;

  constructor(private readonly store: Store) {}

  /** Ids of the payments a run may move, oldest first (some may have moved since: read them again). */
  openPayments(): readonly string[] {
    this.open ??= this.store
      .active("payments")
      .filter((p) => p.transactionStatus === "PDNG" || p.transactionStatus === "ACTC")
      .sort(byAge)
      .map((p) => p.paymentId);
    return this.open;
  }

  /** Ids of the authorisations still `received` (some may have been decided since: read them again). */
  waitingAuthorisations(): readonly string[] {
    this.waiting ??= this.store
      .active("authorisations")
      .filter((a: AuthorisationRecord) => a.scaStatus === "received")
      .map((a) => a.authorisationId);
    return this.waiting;
  }

  /** Forget the lists: other requests may have changed the store. */
  refresh(): void {
    this.open = undefined;
    this.waiting = undefined;
  }
}
