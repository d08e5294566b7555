import type { PaymentRecord } from "../payments/model.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { Store } from "../store/store.js";

const byAge = (a: PaymentRecord, b: PaymentRecord) =>
  a.createdAt === b.createdAt ? (a.paymentId < b.paymentId ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** The open payments as a run picks from them: standing orders, and the others by execution date. */
interface OpenPayments {
  orders: PaymentRecord[];
  byDate: Map<string, PaymentRecord[]>;
  /** The execution dates of `byDate`, earliest first. */
  dates: string[];
}

/**
 * What batch runs look at, found with one scan of the store and then reused by every run until the
 * event loop turns (`refresh`): the open payments (PDNG, ACTC), and the authorisations still waiting
 * for the PSU. Between two turns only the batch changes the store, and a batch run only ever takes a
 * payment out of the open ones or an authorisation out of the waiting ones, so a list made at the
 * start of a turn still holds everything a run must see; each run reads every record afresh. This is
 * what keeps a year's clock move (1,825 runs) from scanning every stored payment per run; and as the
 * open payments are grouped by execution date, a run looks only at those due by its day (and the
 * standing orders), not at every payment waiting for a later date.
 */
export class BatchView {
  private open: OpenPayments | undefined;
  private waiting: string[] | undefined;

  constructor(private readonly store: Store) {}

  /**
   * Ids of the open payments a run on `today` must look at, oldest first: every open standing order,
   * and the other open payments whose execution date is `today` or earlier (some may have moved
   * since: read them again).
   */
  openPayments(today: string): readonly string[] {
    this.open ??= this.scan();
    const { orders, byDate, dates } = this.open;
    const due: PaymentRecord[] = [];
    for (const date of dates) {
      if (date > today) break;
      due.push(...(byDate.get(date) ?? []));
    }
    // Most runs of a clock move book standing orders only: those are sorted once per scan.
    if (due.length === 0) return orders.map((p) => p.paymentId);
    return [...orders, ...due].sort(byAge).map((p) => p.paymentId);
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

  private scan(): OpenPayments {
    const open: OpenPayments = { orders: [], byDate: new Map(), dates: [] };
    for (const p of this.store.active("payments")) {
      if (p.transactionStatus !== "PDNG" && p.transactionStatus !== "ACTC") continue;
      if (p.service === "periodic-payments") {
        open.orders.push(p);
        continue;
      }
      const same = open.byDate.get(p.executionDate);
      if (same) same.push(p);
      else open.byDate.set(p.executionDate, [p]);
    }
    open.orders.sort(byAge);
    open.dates = [...open.byDate.keys()].sort();
    return open;
  }
}
