import type { PaymentRecord } from "../model.js";
import { isStandingOrder } from "../products.js";
import type { AuthorisationRecord } from "../../sca/model.js";
import type { Records } from "../../store/store.js";
import type { ChangedIds } from "../../store/unit-of-work.js";

const byAge = (a: PaymentRecord, b: PaymentRecord) =>
  a.createdAt === b.createdAt ? (a.paymentId < b.paymentId ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** Whether a batch run still has something to do with the payment: PDNG or ACTC. */
export const isOpen = (p: PaymentRecord | undefined): p is PaymentRecord =>
  p?.transactionStatus === "PDNG" || p?.transactionStatus === "ACTC";

/** The open payments as a run picks from them, each by id: standing orders, and the others by execution date. */
interface OpenPayments {
  /** Oldest first. */
  orders: Map<string, PaymentRecord>;
  byDate: Map<string, Map<string, PaymentRecord>>;
  /** The execution dates of `byDate`, earliest first. */
  dates: string[];
  /** The list each payment is in, to take it out. */
  listOf: Map<string, Map<string, PaymentRecord>>;
}

/**
 * What batch runs look at, found with one scan of the store and then kept for as long as only the
 * batch changes the store: the open payments (PDNG, ACTC), and the authorisations still waiting for
 * the PSU. A batch run only ever takes a payment out of the open ones or an authorisation out of the
 * waiting ones, so a list made earlier still holds everything a run must see; each run reads every
 * record afresh. At each pause (`paused`) the view drops what the slice took out of its lists, and
 * notes the collections' versions: a list is made again only if another request writes its
 * collection while the loop turns. This keeps a year's clock move (1,825 runs) from scanning the open
 * payments per run or per slice, and runs from reading again what earlier runs closed; and as the
 * open payments are grouped by execution date, a run looks only at those due by its day (and the
 * standing orders), not at every payment waiting for a later date.
 */
export class BatchView {
  private open: OpenPayments | undefined;
  private waiting: Set<string> | undefined;
  /** The collections' versions the lists go with: at their scan, or at the last pause since. */
  private seen = { payments: -1, authorisations: -1 };
  /** Payments the batch stored since the last pause, as it stored them (`hold`). */
  private readonly held = new Map<string, PaymentRecord>();
  /** Payments something else in the batch changed since the last pause (`forget`): read them afresh. */
  private readonly stale = new Set<string>();
  /** Standing orders with nothing to do before a day (`sleep`), while only the batch writes. */
  private readonly wakes = new Map<string, string>();

  constructor(private readonly store: Records) {}

  /**
   * Ids of the open payments a run on `today` must look at, oldest first: every open standing order,
   * and the other open payments whose execution date is `today` or earlier (some may have moved
   * since: read them again).
   */
  openPayments(today: string): readonly string[] {
    const version = this.store.version("payments");
    if (this.open === undefined || version !== this.seen.payments) {
      this.open = this.scan();
      this.seen.payments = version;
      this.wakes.clear();
    }
    const { orders, byDate, dates } = this.open;
    const due: PaymentRecord[] = [];
    for (const date of dates) {
      if (date > today) break;
      for (const p of byDate.get(date)?.values() ?? []) due.push(p);
    }
    // Most runs of a clock move book standing orders only: those are sorted once per scan.
    if (due.length === 0) return [...orders.keys()];
    return [...orders.values(), ...due].sort(byAge).map((p) => p.paymentId);
  }

  /**
   * The open payment `id` as it is now. While nothing but the batch has written a payment since the
   * lists were made (or last handed over at a pause), that is the object the lists hold, kept up to
   * date by `hold`: a run reads no record's JSON, so an open payment is made whole once per scan, not
   * once per run. Otherwise it is read afresh.
   */
  payment(id: string): PaymentRecord | undefined {
    if (this.holds(id)) {
      const held = this.open?.listOf.get(id)?.get(id);
      if (held !== undefined) return held;
    }
    return this.store.get("payments", id);
  }

  /** Whether the view holds payment `id` as it is now (nothing but the batch wrote payments since it looked). */
  private holds(id: string): boolean {
    return (
      this.open !== undefined && !this.stale.has(id) && this.store.version("payments") === this.seen.payments
    );
  }

  /** The standing order `id` has nothing to do before `day` (its next execution, or its start). */
  sleep(id: string, day: string): void {
    this.wakes.set(id, day);
  }

  /**
   * Whether a run on `today` may pass standing order `id` by without reading it: it said it has
   * nothing to do before a later day, and nothing but the batch has written a payment since.
   */
  asleep(id: string, today: string): boolean {
    const day = this.wakes.get(id);
    return day !== undefined && today < day && this.holds(id);
  }

  /** The batch stored `payment` (the last of its changes in a step): the lists hold it from now on. */
  hold(payment: PaymentRecord): void {
    this.open?.listOf.get(payment.paymentId)?.set(payment.paymentId, payment);
    this.held.set(payment.paymentId, payment);
    this.stale.delete(payment.paymentId);
  }

  /** A step other than a payment's own (a sweep) changed these payments: they are read afresh. */
  forget(ids: readonly string[]): void {
    for (const id of ids) {
      this.stale.add(id);
      this.held.delete(id);
      this.wakes.delete(id);
    }
  }

  /** Ids of the authorisations still `received` (some may have been decided since: read them again). */
  waitingAuthorisations(): readonly string[] {
    const version = this.store.version("authorisations");
    if (this.waiting === undefined || version !== this.seen.authorisations) {
      this.waiting = new Set(
        this.store
          .active("authorisations")
          .filter((a: AuthorisationRecord) => a.scaStatus === "received")
          .map((a) => a.authorisationId),
      );
      this.seen.authorisations = version;
    }
    return [...this.waiting];
  }

  /**
   * The batch pauses, `changed` (its own changes) just handed to the store: what they closed leaves
   * the lists, and a list is made again only if the store changes after this (another request,
   * while the event loop turns).
   */
  paused(changed: ChangedIds): void {
    for (const id of changed.get("payments")?.keys() ?? []) {
      const list = this.open?.listOf.get(id);
      if (list === undefined) continue;
      // What the batch held is what it stored last; anything else is read from the store.
      const payment = this.held.get(id) ?? this.store.get("payments", id);
      if (isOpen(payment)) list.set(id, payment);
      else list.delete(id);
    }
    this.held.clear();
    this.stale.clear();
    for (const id of changed.get("authorisations")?.keys() ?? []) {
      if (this.store.get("authorisations", id)?.scaStatus !== "received") this.waiting?.delete(id);
    }
    this.seen = {
      payments: this.store.version("payments"),
      authorisations: this.store.version("authorisations"),
    };
  }

  private scan(): OpenPayments {
    const orders: PaymentRecord[] = [];
    const byDate = new Map<string, Map<string, PaymentRecord>>();
    const listOf = new Map<string, Map<string, PaymentRecord>>();
    for (const p of this.store.active("payments")) {
      if (!isOpen(p)) continue;
      if (isStandingOrder(p)) {
        orders.push(p);
        continue;
      }
      let same = byDate.get(p.executionDate);
      if (same === undefined) {
        same = new Map();
        byDate.set(p.executionDate, same);
      }
      same.set(p.paymentId, p);
      listOf.set(p.paymentId, same);
    }
    const sortedOrders = new Map(orders.sort(byAge).map((p) => [p.paymentId, p]));
    for (const id of sortedOrders.keys()) listOf.set(id, sortedOrders);
    return { orders: sortedOrders, byDate, dates: [...byDate.keys()].sort(), listOf };
  }
}
